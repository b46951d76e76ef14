// The SEO, video and image tools are built in screens/{seo,video,images}/ by
// another engineer. They load lazily, each in its own chunk, as soon as their
// folder holds the module exporting SeoTool, VideoTool or ImageTool (no props);
// until then the studio shows ComingNext for those tabs.
import { type ComponentType, lazy, type LazyExoticComponent } from 'react';

type Module = Record<string, unknown>;
type Loader = () => Promise<Module>;

const MODULES = import.meta.glob<Module>(['./screens/seo/*.tsx', './screens/video/*.tsx', './screens/images/*.tsx', '!./screens/**/*.test.tsx']);

export type OptionalTool = 'seo' | 'video' | 'images';

const EXPORTS: Record<OptionalTool, string> = { seo: 'SeoTool', video: 'VideoTool', images: 'ImageTool' };

/** Files named like the tool ("seo-tool.tsx") are tried first, so usually only one chunk loads. */
function loadersFor(folder: OptionalTool): Loader[] {
  const entries = Object.entries(MODULES).filter(([path]) => path.startsWith(`./screens/${folder}/`));
  const rank = (path: string) => (path.endsWith('-tool.tsx') ? 0 : 1);
  return entries.sort(([a], [b]) => rank(a) - rank(b)).map(([, load]) => load);
}

function lazyTool(folder: OptionalTool): LazyExoticComponent<ComponentType> | null {
  const loaders = loadersFor(folder);
  if (loaders.length === 0) return null;
  return lazy(async () => {
    for (const load of loaders) {
      const component = (await load())[EXPORTS[folder]];
      if (typeof component === 'function' || (typeof component === 'object' && component !== null)) return { default: component as ComponentType };
    }
    throw new Error(`No ${EXPORTS[folder]} export in screens/${folder}/`);
  });
}

export const OPTIONAL_TOOLS: Record<OptionalTool, LazyExoticComponent<ComponentType> | null> = {
  seo: lazyTool('seo'),
  video: lazyTool('video'),
  images: lazyTool('images'),
};
