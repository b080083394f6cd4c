import { storyNameFromExport, toId } from 'storybook/internal/csf';

/** A story another page links to: its id as Storybook's index gives it, its title and its export's name. */
export interface StoryLink {
  id: string;
  title: string;
  name: string;
  /** The machine snapshot the story starts its screen in, when it gives one (STYLE: a state reached by snapshot). */
  snapshot?: StartingSnapshot;
}

interface StartingSnapshot {
  matches: (value: never) => boolean;
}

interface StoriesModule {
  default: { title?: string; args?: object };
}

/**
 * The story `exportName` of an imported stories module. The name is checked by TypeScript against the module's
 * exports, and the id is made by Storybook's own functions, as its indexer makes it, so a renamed story or file
 * breaks the build instead of leaving a dead link.
 */
export function storyOf<Module extends StoriesModule>(
  module: Module,
  exportName: Exclude<keyof Module, 'default'> & string,
): StoryLink {
  const title = module.default.title;
  if (!title) throw new Error(`storyOf: the stories module of ${exportName} has no title`);
  const story = module[exportName] as { args?: object } | undefined;
  return {
    id: toId(title, storyNameFromExport(exportName)),
    title,
    name: storyNameFromExport(exportName),
    snapshot: snapshotIn(story?.args) ?? snapshotIn(module.default.args),
  };
}

/** The address of a story in the Storybook around the page (relative, so it works wherever Storybook is served). */
export const storyHref = (story: StoryLink) => `./?path=/story/${story.id}`;

function snapshotIn(args: object | undefined): StartingSnapshot | undefined {
  const snapshot = args && 'snapshot' in args ? args.snapshot : undefined;
  return snapshot && typeof snapshot === 'object' && 'matches' in snapshot ? (snapshot as StartingSnapshot) : undefined;
}
