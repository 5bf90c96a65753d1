// Second half of the frontend build (frontend/project.json runs it after `vite build`):
// 1. writes the HTML of the public pages listed in frontend/src/app/prerender/pages.ts into
//    frontend/dist/prerendered/, with a small boot script in place of the app's entry: it loads
//    the page's own entry once the page has been painted (so that the hero shows before any of
//    the app's JavaScript is fetched or run); the backend's AppDocument serves them (pages.json);
// 2. compresses the built files once, at the highest brotli and gzip levels, for the backend to
//    serve as they are (the on-the-fly compression uses a fast, lighter level).
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { constants, brotliCompressSync, gzipSync } from 'node:zlib';
import { build, minifySync } from 'vite';
import { log, root } from './workspace.mjs';

const frontend = path.join(root, 'frontend');
// The built app: frontend/dist, or the directory given (a build made with --outDir elsewhere).
const dist = path.resolve(process.argv[2] ?? path.join(frontend, 'dist'));
const outDir = path.join(dist, 'prerendered');

log('Prerendering the public pages');
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
const template = readFileSync(path.join(dist, 'index.html'), 'utf8');

// The render function, bundled for Node next to the repository's node_modules (its imports resolve there).
const serverDir = path.join(root, 'tmp', `prerender-${process.pid}`);
try {
  await build({
    configFile: path.join(frontend, 'vite.config.mts'),
    logLevel: 'warn',
    build: {
      ssr: true,
      outDir: serverDir,
      emptyOutDir: true,
      manifest: false,
      copyPublicDir: false,
      rolldownOptions: {
        input: path.join(frontend, 'src/app/prerender/render-page.tsx'),
        // The client's chunk groups do not apply; the routes stay lazy, so only the rendered pages run.
        output: { codeSplitting: true, entryFileNames: 'render-page.mjs' },
      },
    },
  });
  const { renderPage, PRERENDERED_PAGES, BOOT_SCRIPT } = await import(pathToFileURL(path.join(serverDir, 'render-page.mjs')).href);

  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });
  const bootFile = writeBootScript(BOOT_SCRIPT);
  const pages = {};
  for (const [page, { paths, entry, queries }] of Object.entries(PRERENDERED_PAGES)) {
    const head = headTags(page, entry, bootFile, queries);
    for (const pagePath of paths) {
      const markup = await renderPage(pagePath);
      // A Suspense boundary that suspended would be rendered in the browser instead, and hydration would fail there.
      if (markup.includes('<!--$!-->') || markup.includes('<!--$?-->')) throw new Error(`${pagePath}: a part of the page suspended while prerendering`);
      const file = `${pagePath === '/' ? 'index' : pagePath.slice(1).replaceAll('/', '-')}.html`;
      writeFileSync(path.join(outDir, file), documentFor(head, markup));
      pages[pagePath] = file;
      console.log(`  ${pagePath} → prerendered/${file} (${markup.length} characters)`);
    }
  }
  writeFileSync(path.join(outDir, 'pages.json'), `${JSON.stringify(pages, null, 2)}\n`);
} finally {
  rmSync(serverDir, { recursive: true, force: true });
}

log('Compressing the built files (brotli, gzip)');
let compressed = 0;
for (const file of filesUnder(dist)) {
  const relative = path.relative(dist, file);
  // The pages are written per request (their meta tags differ); the rest is served as built.
  if (relative.endsWith('.html') || relative.startsWith('.vite') || !/\.(js|css|svg|json|txt|xml|webmanifest)$/.test(file)) continue;
  const content = readFileSync(file);
  if (content.length < 256) continue;
  writeFileSync(`${file}.br`, brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: content.length } }));
  writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
  compressed++;
}
console.log(`  ${compressed} files`);

/** The boot script (frontend/src/app/prerender/boot.ts), minified, as a fingerprinted file of assets/. */
function writeBootScript(source) {
  const { code, errors } = minifySync('boot.js', source);
  if (errors?.length) throw new Error(`The boot script did not minify: ${errors.map((error) => error.message).join('; ')}`);
  const file = `assets/boot-${createHash('sha256').update(code).digest('base64url').slice(0, 8)}.js`;
  writeFileSync(path.join(dist, file), code);
  return file;
}

/**
 * The stylesheets of the page's entry, and the boot script that loads the entry and its chunks
 * (Vite's manifest) once the page has been painted. The entry of a page with forms (`queries`,
 * frontend/src/app/prerender/entries/) only imports its route module lazily: that module and its
 * chunks are preloaded with it.
 */
function headTags(page, entryKey, bootFile, lazyRoute) {
  if (!manifest[entryKey]) throw new Error(`${entryKey} is not in the build manifest`);
  const chunks = [];
  const visit = (key) => {
    if (chunks.includes(key)) return;
    chunks.push(key);
    for (const imported of manifest[key].imports ?? []) visit(imported);
  };
  visit(entryKey);
  if (lazyRoute) {
    const routes = manifest[entryKey].dynamicImports ?? [];
    if (routes.length !== 1) throw new Error(`${entryKey} should import exactly its route module, lazily`);
    visit(routes[0]);
  }
  const styles = [...new Set(chunks.flatMap((key) => manifest[key].css ?? []))];
  const preload = chunks.slice(1).map((key) => `/${manifest[key].file}`).join(' ');
  return [
    `<script async src="/${bootFile}" data-boot data-page="${page}" data-entry="/${manifest[entryKey].file}" data-preload="${preload}"></script>`,
    ...styles.map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
  ];
}

/** index.html with the page's entry in place of the app's, and the page inside #root. */
function documentFor(head, markup) {
  const withoutAppAssets = template
    .replace(/^[ \t]*<script type="module"[^>]*><\/script>\n/gm, '')
    .replace(/^[ \t]*<link rel="(modulepreload|stylesheet)"[^>]*>\n/gm, '');
  if (/<script type="module"|rel="modulepreload"|rel="stylesheet"/.test(withoutAppAssets)) throw new Error('index.html: unexpected asset tags');
  if (!withoutAppAssets.includes('<div id="root"></div>')) throw new Error('index.html: no empty <div id="root"></div>');
  return withoutAppAssets
    .replace('  </head>', `${head.map((tag) => `    ${tag}\n`).join('')}  </head>`)
    .replace('<div id="root"></div>', () => `<div id="root">${markup}</div>`);
}

function filesUnder(directory) {
  return readdirSync(directory).flatMap((name) => {
    const full = path.join(directory, name);
    return statSync(full).isDirectory() ? filesUnder(full) : [full];
  });
}
