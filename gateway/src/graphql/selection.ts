import { Kind, type FieldNode, type GraphQLResolveInfo, type SelectionSetNode } from 'graphql';

/**
 * What an operation asks for below a field: each selected field name with its own selection
 * (empty for leaves). Fragments and inline fragments are merged in; @skip/@include are ignored,
 * so a conditional field counts as selected (reading a column too many is harmless).
 */
export type Selection = ReadonlyMap<string, Selection>;

const EMPTY: Selection = new Map();

// The field node list is the same object for every value of a field in one document (graphql-js
// memoizes it, graphql-jit compiles it in), so a list of 500 rows computes its selection once.
const memo = new WeakMap<readonly FieldNode[], Selection>();

/** The selection below the field a resolver is resolving. */
export function selectionOf(info: Pick<GraphQLResolveInfo, 'fieldNodes' | 'fragments'>): Selection {
  let selection = memo.get(info.fieldNodes);
  if (!selection) {
    const into = new Map<string, Map<string, any>>();
    for (const node of info.fieldNodes) collect(node.selectionSet, info.fragments, into);
    memo.set(info.fieldNodes, (selection = into));
  }
  return selection;
}

/** The selection below one selected field (empty when it is not selected). */
export function below(selection: Selection, field: string): Selection {
  return selection.get(field) ?? EMPTY;
}

function collect(set: SelectionSetNode | undefined, fragments: GraphQLResolveInfo['fragments'], into: Map<string, Map<string, any>>): void {
  if (!set) return;
  for (const node of set.selections) {
    if (node.kind === Kind.FIELD) {
      const name = node.name.value;
      let sub = into.get(name);
      if (!sub) into.set(name, (sub = new Map()));
      collect(node.selectionSet, fragments, sub);
    } else if (node.kind === Kind.INLINE_FRAGMENT) {
      collect(node.selectionSet, fragments, into);
    } else {
      collect(fragments[node.name.value]?.selectionSet, fragments, into);
    }
  }
}
