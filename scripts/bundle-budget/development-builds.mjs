// A package's development build in the production bundle: react-router 7's exports, for one, name only
// `dist/development`, and React's `*.development.js` would come in through a wrong NODE_ENV. Read from the sourcemaps.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const DEVELOPMENT_SOURCE = /\/dist\/development\/|\.development\.[cm]?js$/;

/** `chunk: source` for every source of a development build in the built chunks. */
export function developmentBuildsIn(portalDist) {
  const assets = path.join(portalDist, 'assets');
  return readdirSync(assets)
    .filter((file) => file.endsWith('.js.map'))
    .flatMap((file) => {
      const { sources = [] } = JSON.parse(readFileSync(path.join(assets, file), 'utf8'));
      return sources
        .filter((source) => DEVELOPMENT_SOURCE.test(source))
        .map((source) => `${file.replace(/\.map$/, '')}: ${source.replace(/^.*node_modules\//, '')}`);
    });
}
