/** A route table row's address as a react-router route object takes it: '/' is the index, the rest relative. */
export function routerPath(path: string): { index: true } | { path: string } {
  return path === '/' ? { index: true } : { path: path.replace(/^\//, '') };
}
