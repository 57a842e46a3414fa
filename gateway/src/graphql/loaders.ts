import type { DataSource } from 'typeorm';
import type { Viewer } from './viewer.js';
import { memberLoaders } from '../modules/member/member.loaders.js';
import { storyLoaders } from '../modules/story/story.loaders.js';
import { proposalLoaders } from '../modules/proposal/proposal.loaders.js';
import { legislatorLoaders } from '../modules/legislator/legislator.loaders.js';
import { keyVoteLoaders } from '../modules/key-vote/key-vote.loaders.js';
import { articleLoaders } from '../modules/article/article.loaders.js';
import { commentaryLoaders } from '../modules/commentary/commentary.loaders.js';
import { contentLoaders } from '../modules/content/content.loaders.js';
import { imageLoaders } from '../images/image.loaders.js';
import { campaignLoaders } from '../modules/campaign/campaign.loaders.js';
import { reportLoaders } from '../modules/report/report.loaders.js';

/** What a module's loaders are made from: the request's database, viewer, and the other modules' loaders. */
interface ModuleInputs {
  ds: DataSource;
  viewer: Viewer | null;
  loaders: Loaders;
}

/**
 * Each feature module's loaders, made from the request. A module's loaders may prime another's
 * (an article statement brings its submitter for `memberById`): they receive that module's loaders
 * from `loaders`, which makes them when first asked for.
 */
const MODULES = {
  members: (r: ModuleInputs) => memberLoaders(r.ds),
  stories: (r: ModuleInputs) => storyLoaders(r.ds),
  proposals: (r: ModuleInputs) => proposalLoaders(r.ds),
  legislators: (r: ModuleInputs) => legislatorLoaders(r.ds),
  keyVotes: (r: ModuleInputs) => keyVoteLoaders(r.ds),
  articles: (r: ModuleInputs) =>
    articleLoaders(r.ds, r.viewer, {
      memberById: r.loaders.memberById,
      visibleStoryCount: r.viewer ? r.loaders.visibleStoryCountByArticleId(r.viewer) : null,
      primeCommentarySummary: r.loaders.primeCommentarySummary,
    }),
  commentaries: (r: ModuleInputs) => commentaryLoaders(r.ds, r.viewer, { memberById: r.loaders.memberById }),
  content: (r: ModuleInputs) => contentLoaders(r.ds, r.viewer),
  images: (r: ModuleInputs) => imageLoaders(r.ds),
  campaigns: (r: ModuleInputs) => campaignLoaders(r.ds, r.viewer),
  reports: (r: ModuleInputs) => reportLoaders(r.ds, r.viewer),
};

type Modules = { [M in keyof typeof MODULES]: ReturnType<(typeof MODULES)[M]> };

/** Every module's loaders, by name (`ctx.loaders.memberById`). */
export type Loaders = ReturnType<typeof memberLoaders> &
  ReturnType<typeof storyLoaders> &
  ReturnType<typeof proposalLoaders> &
  ReturnType<typeof legislatorLoaders> &
  ReturnType<typeof keyVoteLoaders> &
  ReturnType<typeof articleLoaders> &
  ReturnType<typeof commentaryLoaders> &
  ReturnType<typeof contentLoaders> &
  ReturnType<typeof imageLoaders> &
  ReturnType<typeof campaignLoaders> &
  ReturnType<typeof reportLoaders>;

/**
 * Fresh DataLoaders for every request (both transports), so nothing is cached across callers;
 * `viewer` (the request's) lets votes and likes read the viewer's own with the counts.
 *
 * A module's loaders are made when the request first uses one of them: a stories list makes the
 * stories' and members' loaders, not the ~30 others (making all of them took ~50 µs a request, a
 * tenth of a small request's gateway time, issue #13).
 */
export function createLoaders(ds: DataSource, viewer: Viewer | null = null): Loaders {
  const loaders = Object.create(loadersPrototype()) as Loaders;
  const state: State = { ds, viewer, loaders, made: {} };
  Object.defineProperty(loaders, STATE, { value: state });
  return loaders;
}

const STATE = Symbol('loaders');
interface State extends ModuleInputs {
  made: Partial<Modules>;
}

let prototype: object | undefined;

/**
 * One getter per loader name, making its module's loaders on first use. The names are read once,
 * from loaders made for no request (making a DataLoader sends nothing).
 */
function loadersPrototype(): object {
  if (prototype) return prototype;
  const proto: Record<PropertyKey, unknown> = {};
  const owner = new Map<string, string>();
  const nobody = { ds: undefined as unknown as DataSource, viewer: null, loaders: new Proxy({}, { get: () => undefined }) as Loaders };
  for (const [module, make] of Object.entries(MODULES) as [keyof Modules, (r: ModuleInputs) => object][]) {
    for (const name of Object.keys(make(nobody))) {
      if (owner.has(name)) throw new Error(`loader ${name} is defined by both ${owner.get(name)} and ${module}`);
      owner.set(name, module);
      Object.defineProperty(proto, name, {
        enumerable: true,
        get(this: { [STATE]: State }) {
          const state = this[STATE];
          const made = (state.made[module] ??= make(state) as never) as Record<string, unknown>;
          return made[name];
        },
      });
    }
  }
  return (prototype = proto);
}
