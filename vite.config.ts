import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { transform } from 'esbuild';
import postcss from 'postcss';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import sharp from 'sharp';

/** The chunks of the entry's static imports (see codeSplitting below), which src/boot.js runs before it. */
const STARTUP_CHUNKS = ['react', 'session'];

const api = process.env.API_PROXY_TARGET ?? 'http://127.0.0.1:3000';

/** Writes .br and .gz beside each built asset, so the server sends them compressed at no CPU cost. */
function precompress(): Plugin {
  let outDir = 'dist';
  let ssr = false;
  return {
    name: 'canchas-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
      ssr = Boolean(config.build.ssr);
    },
    closeBundle() {
      const dir = join(outDir, 'assets');
      // The prerendering build (scripts/prerender.mjs) runs in Node, once; a failed build wrote nothing, and says why.
      if (ssr || !existsSync(dir)) return;
      for (const file of readdirSync(dir)) {
        if (!/\.(js|css|svg|json)$/.test(file)) continue;
        const bytes = readFileSync(join(dir, file));
        writeFileSync(join(dir, `${file}.br`), brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
        writeFileSync(join(dir, `${file}.gz`), gzipSync(bytes, { level: 9 }));
      }
    },
  };
}

/**
 * axios runs its XMLHttpRequest adapter in every browser (its default order is xhr, http, fetch, and every browser the
 * app supports has XMLHttpRequest); its fetch adapter, 4 KB gzip on every page, is never run, but its list of adapters
 * imports it. The browser build gives that list an empty fetch module in its place (asked for by name, it says it is
 * not available). The tests in Node run axios as published. If axios's list changes, the build stops here.
 */
function axiosWithoutFetchAdapter(): Plugin {
  const ADAPTERS = /node_modules[\\/]axios[\\/]lib[\\/]adapters[\\/]adapters\.js$/;
  const EMPTY = '\0canchas-axios-fetch-adapter';
  return {
    name: 'canchas-axios-without-fetch-adapter',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === './fetch.js' && importer && ADAPTERS.test(importer)) return EMPTY;
    },
    load(id) {
      if (id === EMPTY) return 'export const getFetch = () => false;';
    },
    transform(code, id) {
      if (ADAPTERS.test(id) && !/import \* as fetchAdapter from '\.\/fetch\.js'[\s\S]*get: fetchAdapter\.getFetch/.test(code)) {
        this.error("axios's adapters no longer import its fetch adapter as this plugin expects: check it against the new version");
      }
    },
  };
}

/**
 * React Router's production build is one module of every part, and it names each context and component for React's
 * developer tools (`Link.displayName = "Link"`): those assignments, and its contexts and components made by calls the
 * bundler cannot see to be free of effects, keep every part in each page, used or not (NavLink, Form,
 * ScrollRestoration, the data routers' contexts). Without the names, and with those calls marked pure, a page keeps
 * the parts the app uses: about 2 KB gzip less on every page. If the module's shape changes, the build stops here.
 */
function reactRouterUsedPartsOnly(): Plugin {
  const CHUNK = /node_modules[\\/]react-router[\\/]dist[\\/]production[\\/]chunk-[A-Z0-9]+\.mjs$/;
  const NAME = /^[\w$]+\.displayName = "[^"]*";\n/gm;
  const MADE = /= (React\d*\.(?:forwardRef|createContext)\()/g;
  return {
    name: 'canchas-react-router-used-parts-only',
    apply: 'build',
    transform(code, id) {
      if (!CHUNK.test(id) || !code.includes('displayName')) return;
      const names = code.match(NAME)?.length ?? 0;
      const made = code.match(MADE)?.length ?? 0;
      if (names < 10 || made < 10)
        this.error(`${id} no longer has the shape reactRouterUsedPartsOnly expects: check it against the new React Router`);
      return { code: code.replace(NAME, '').replace(MADE, '= /* @__PURE__ */ $1'), map: null };
    },
  };
}

/**
 * react-dom makes five Error objects as it starts, which it throws and recognizes internally (Suspense, hydration).
 * When DevTools' protocol is attached, as it is under Lighthouse, V8 records where each Error is made, and to
 * do so re-parses the whole of react-dom on the main thread: about 50–75 ms at full speed that no user pays, but
 * Lighthouse counts. Made as plain objects with Error's prototype, they are the same errors to React (used by
 * identity; `instanceof Error`, same messages) with no place recorded (docs/benchmarks.md, "What DevTools adds").
 */
function reactStartupErrors(): Plugin {
  const STARTUP_ERROR = /\bError\(formatProdErrorMessage\((460|461|474|519|542)\)\)/g;
  return {
    name: 'canchas-react-startup-errors',
    transform(code, id) {
      if (!id.endsWith('react-dom-client.production.js')) return;
      const found = code.match(STARTUP_ERROR)?.length ?? 0;
      if (found !== 5) this.error(`react-dom's five startup errors were not found (${found}): check this plugin against its new version`);
      const made = code.replace(STARTUP_ERROR, 'startupError(formatProdErrorMessage($1))');
      return { code: `var startupError = (message) => ({ __proto__: Error.prototype, message });\n${made}`, map: null };
    },
  };
}

/**
 * Mantine's default theme variables (about 350 custom properties on `:root`, the light scheme's: the app is light
 * only) written into the HTML's head, in their cascade layer, instead of coming in the entry's stylesheet. Every
 * page then has them from its first paint, and the stylesheet boot links after that paint sets nothing on the
 * root: a stylesheet that adds variables to the root has the browser recompute the style of every element on
 * the page, which was the longest task after the first paint (docs/benchmarks.md, "The theme's variables in
 * the page").
 */
function themeVariablesInHead(): Plugin {
  const file = createRequire(import.meta.url).resolve('@mantine/core/styles/default-css-variables.layer.css');
  let style: Promise<string> | undefined;
  async function lightVariables() {
    const sheet = postcss.parse(readFileSync(file, 'utf8'));
    let dark = 0;
    sheet.walkRules((rule) => {
      if (!rule.selector.includes('dark')) return;
      rule.remove();
      dark++;
    });
    if (dark !== 1 || !sheet.toString().includes('--mantine-color-body')) {
      throw new Error(`${file} no longer has the shape themeVariablesInHead expects: check it against the new Mantine`);
    }
    return (await transform(sheet.toString(), { loader: 'css', minify: true })).code.trim();
  }
  return {
    name: 'canchas-theme-variables-in-head',
    transformIndexHtml() {
      style ??= lightVariables();
      return style.then((css) => [{ tag: 'style', children: css, injectTo: 'head' }]);
    },
  };
}

/**
 * Mantine's styles per component, each with its component's code: every Mantine module that holds a component's
 * class names (`<Name>.module.mjs`) imports that component's layered stylesheet (`styles/<Name>.layer.css`), so that each chunk's stylesheet has the rules of exactly the Mantine components
 * whose code it carries, a dependency's before its dependant's. A screen then downloads the styles of what it
 * shows, never Mantine's whole stylesheet (the dashboard's first visit carried 38 KB gzip of it, most for screens
 * not shown; docs/benchmarks.md, "Page weight"). @mantine/dates has one stylesheet, which comes with its code.
 */
function mantineStylesPerComponent(): Plugin {
  const CORE = /[\\/]@mantine[\\/]core[\\/]esm[\\/].*[\\/]([A-Za-z]+)\.module\.mjs$/;
  const DATES = /[\\/]@mantine[\\/]dates[\\/]esm[\\/]components[\\/][A-Za-z]+[\\/][A-Za-z]+\.module\.mjs$/;
  return {
    name: 'canchas-mantine-styles-per-component',
    transform(code, id) {
      const core = CORE.exec(id);
      if (core) return { code: `import '@mantine/core/styles/${core[1]}.layer.css';\n${code}`, map: null };
      if (DATES.test(id)) return { code: `import '@mantine/dates/styles.layer.css';\n${code}`, map: null };
    },
  };
}

/**
 * The tab's icon, `/favicon.png`, drawn by sharp from `src/favicon.svg` at 96 px, and the installed app's,
 * `/icon-192.png` and `/icon-512.png`. Not the SVG itself: Chromium
 * builds an SVG icon as a document of its own on the page's main thread, just as the page first paints (10–28 ms
 * there, 40–110 ms of Lighthouse's blocking time at its 4× slowdown; docs/benchmarks.md, "The icon as a PNG").
 */
function pngFavicon(): Plugin {
  let png: Promise<Buffer> | undefined;
  const draw = () => (png ??= sharp('src/favicon.svg', { density: 576 }).resize(96, 96).png({ compressionLevel: 9 }).toBuffer());
  let ssr = false;
  return {
    name: 'canchas-png-favicon',
    configResolved(config) {
      ssr = Boolean(config.build.ssr);
    },
    configureServer(server) {
      server.middlewares.use('/favicon.png', (_req, res) => {
        void draw().then((body) => res.setHeader('Content-Type', 'image/png').end(body));
      });
    },
    async generateBundle() {
      if (ssr) return;
      this.emitFile({ type: 'asset', fileName: 'favicon.png', source: await draw() });
      // The installed app's icons (public/manifest.webmanifest) and the pushed notices' (public/sw.js).
      for (const size of [192, 512]) {
        const icon = await sharp('src/favicon.svg', { density: Math.ceil((size / 64) * 72) })
          .resize(size, size)
          .png({ compressionLevel: 9 })
          .toBuffer();
        this.emitFile({ type: 'asset', fileName: `icon-${size}.png`, source: icon });
      }
    },
  };
}

/**
 * The names an expression reads from outside it: not the keys of its objects, the properties it reads of them, nor a
 * function's own parameters.
 */
function namesRead(node: unknown, own: ReadonlySet<string> = new Set()): string[] {
  if (!node || typeof node !== 'object') return [];
  if (Array.isArray(node)) return node.flatMap((part) => namesRead(part, own));
  const { type, computed, ...parts } = node as { type?: string; computed?: boolean } & Record<string, unknown>;
  if (type === 'Identifier') return own.has(parts.name as string) ? [] : [parts.name as string];
  if (type === 'ArrowFunctionExpression' || type === 'FunctionExpression') {
    return namesRead(parts.body, new Set([...own, ...namesRead(parts.params)]));
  }
  if (!computed && (type === 'Property' || type === 'MemberExpression')) delete parts[type === 'Property' ? 'key' : 'property'];
  return Object.values(parts).flatMap((part) => namesRead(part, own));
}

/**
 * Each text of domain/messages/ a module of its own in the build. A group is one module, and the chunk that holds it
 * holds every text of the group that any page reads ('Reserva manual' and 'Cambiar horario' came with the player's
 * home, which reads three texts of `reservation`); as modules of their own, texts go to the chunks of the pages that
 * read them: 3–7 KB gzip less on each dashboard screen, 1 KB on /home. A group's module must then be only
 * `export const text = …`, no text reading another.
 */
function textsOnTheirOwn(): Plugin {
  const GROUP = /[\\/]domain[\\/]messages[\\/]([A-Za-z]+)\.ts$/;
  const PREFIX = '\0text:';
  const texts = new Map<string, string>();
  return {
    name: 'canchas-texts-on-their-own',
    apply: 'build',
    transform(code, id) {
      const group = GROUP.exec(id)?.[1];
      if (!group) return;
      const declarations = this.parse(code).body.map((node) => {
        const declaration = node.type === 'ExportNamedDeclaration' && node.declaration?.type === 'VariableDeclaration' ? node.declaration : null;
        const name = declaration?.declarations[0].id.type === 'Identifier' ? declaration.declarations[0].id.name : null;
        if (!declaration || !name) this.error(`textsOnTheirOwn: ${id} should only export its texts, each as \`export const text = …\``);
        return { name, declaration };
      });
      const names = new Set(declarations.map(({ name }) => name));
      return {
        code: declarations
          .map(({ name, declaration }) => {
            // A text on its own cannot read another of its group: the name would be a global there, undefined.
            const read = namesRead(declaration.declarations[0].init).find((used) => names.has(used));
            if (read) this.error(`textsOnTheirOwn: ${group}.${name} reads ${read}; write the text out`);
            texts.set(`${PREFIX}${group}/${name}`, `export ${code.slice(declaration.start, declaration.end)}`);
            return `export { ${name} } from ${JSON.stringify(`${PREFIX}${group}/${name}`)};`;
          })
          .join('\n'),
        map: null,
      };
    },
    resolveId: (id) => (texts.has(id) ? id : undefined),
    load: (id) => texts.get(id),
  };
}

/**
 * Every named import of Mantine's and Tabler's packages points at the module that defines the name, not at the
 * package's index, in our code and in the libraries' (the index re-exports some four hundred components, or thousands
 * of icons). The bundle is the same, but the module graph then says which module uses which component, which
 * `dashboardShell` reads: through the index, every page would seem to reach every component.
 */
function importsFromDefiningModules(packages: string[]): Plugin {
  const IMPORT = new RegExp(`import\\s*\\{([^}]*)\\}\\s*from\\s*["'](${packages.join('|')})["'];?`, 'g');
  /** Each package's index, read; null when the build leaves the package outside (the prerendering build, in Node). */
  const indexes = new Map<string, Map<string, { file: string; imported: string }> | null>();
  const specifiers = (list: string) =>
    list
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean)
      .map((part) => {
        const [imported, local = imported] = part.split(/\s+as\s+/);
        return { imported, local };
      });
  /** Each name the index exports: the file that defines it and its name there. */
  const readIndex = (file: string) => {
    const text = readFileSync(file, 'utf8');
    const imports = new Map<string, { file: string; imported: string }>();
    const names = new Map<string, { file: string; imported: string }>();
    // A relative path is the package's own module; another package's name stays as it is.
    const at = (from: string) => (from.startsWith('.') ? join(dirname(file), from) : from);
    for (const [, kind, list, from] of text.matchAll(/(import|export)\s*\{([^}]*)\}(?:\s*from\s*["']([^"']+)["'])?/g)) {
      for (const { imported, local } of specifiers(list)) {
        if (kind === 'import') imports.set(local, { file: at(from), imported });
        else if (from) names.set(local, { file: at(from), imported });
        else if (imports.has(imported)) names.set(local, imports.get(imported)!);
      }
    }
    return names;
  };
  return {
    name: 'canchas-imports-from-defining-modules',
    apply: 'build',
    async transform(code, id) {
      if (!/\.[cm]?[jt]sx?$/.test(id)) return;
      const packagesUsed = new Set([...code.matchAll(IMPORT)].map(([, , pkg]) => pkg));
      if (!packagesUsed.size) return;
      for (const pkg of packagesUsed) {
        if (indexes.has(pkg)) continue;
        const index = (await this.resolve(pkg, id)) ?? this.error(`importsFromDefiningModules: ${pkg} does not resolve`);
        indexes.set(pkg, index.external ? null : readIndex(index.id));
      }
      // On one line, as the import was, so that the module's other lines keep their numbers.
      const made = code.replace(IMPORT, (statement, list: string, pkg: string) => {
        const index = indexes.get(pkg);
        if (!index) return statement;
        return specifiers(list)
          .map(({ imported, local }) => {
            const at = index.get(imported) ?? this.error(`importsFromDefiningModules: ${pkg} has no export ${imported} (${id})`);
            return `import { ${at.imported} as ${local} } from ${JSON.stringify(at.file)};`;
          })
          .join(' ');
      });
      return { code: made, map: null };
    },
  };
}

/**
 * The dashboard's shell, as far as the module graph tells, in one chunk. What the shell (src/layout/DashboardLayout.tsx)
 * brings is needed by every dashboard screen, but the bundler splits it by which lazy modules import each piece, into
 * many small chunks whose imports and exports alone weigh something. This finds the modules of the shell that no public
 * page reaches (from the entry, through every lazy import but those of src/layout/DashboardRoutes.tsx, which are only
 * shown inside the shell) for the `dashboard` group below: about 2.5 KB gzip and a dozen files less on each screen.
 * The graph is exact for Mantine's and Tabler's components (`importsFromDefiningModules`); the texts, which code reads
 * through domain/messages.ts, count as reached by every page and keep their own chunks. The group's modules import only
 * each other and modules a public page reaches, whose chunks import nothing from the group, so the group takes no
 * dependencies of its own (`includeDependenciesRecursively` off) and no chunk cycle can form.
 */
function dashboardShell() {
  const modules = new Set<string>();
  const plugin: Plugin = {
    name: 'canchas-dashboard-shell',
    apply: 'build',
    buildEnd() {
      const ids = [...this.getModuleIds()];
      const find = (path: string) => ids.find((id) => id.endsWith(path)) ?? this.error(`dashboardShell: ${path} is not in the build`);
      const routes = find('/src/layout/DashboardRoutes.tsx');
      const shell = find('/src/layout/DashboardLayout.tsx');
      const reached = (from: string[], next: (id: string) => readonly string[]) => {
        const seen = new Set<string>();
        for (const stack = [...from]; stack.length;) {
          const id = stack.pop()!;
          if (seen.has(id)) continue;
          seen.add(id);
          stack.push(...next(id));
        }
        return seen;
      };
      const info = (id: string) => this.getModuleInfo(id);
      const publicPages = reached(
        ids.filter((id) => info(id)?.isEntry),
        (id) => [...(info(id)?.importedIds ?? []), ...(id === routes ? [] : (info(id)?.dynamicallyImportedIds ?? []))],
      );
      modules.clear();
      for (const id of reached([shell], (id) => info(id)?.importedIds ?? [])) if (id !== shell && !publicPages.has(id)) modules.add(id);
    },
  };
  return { plugin, has: (id: string) => modules.has(id) };
}
const shell = dashboardShell();

export default defineConfig({
  plugins: [
    react(),
    importsFromDefiningModules(['@mantine/core', '@mantine/hooks', '@tabler/icons-react']),
    textsOnTheirOwn(),
    reactStartupErrors(),
    axiosWithoutFetchAdapter(),
    reactRouterUsedPartsOnly(),
    mantineStylesPerComponent(),
    themeVariablesInHead(),
    pngFavicon(),
    shell.plugin,
    precompress(),
  ],
  resolve: {
    // @xstate/react imports the hook's backport for React versions before 18: React has it built in.
    // React Router's package points every import at its development build (with its warnings); the app takes the
    // production one, which the same package ships.
    alias: [
      { find: /^react-router$/, replacement: fileURLToPath(new URL('node_modules/react-router/dist/production/index.mjs', import.meta.url)) },
      {
        find: /^react-router\/dom$/,
        replacement: fileURLToPath(new URL('node_modules/react-router/dist/production/dom-export.mjs', import.meta.url)),
      },
      { find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: fileURLToPath(new URL('src/syncExternalStore.ts', import.meta.url)) },
    ],
  },
  // The prerendered footer's year (src/layout/PublicLayout.tsx).
  define: { __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()) },
  server: { proxy: { '/api': api, '/auth': api } },
  // The manifest lets scripts/size-budget.mjs weigh exactly what each page downloads.
  build: {
    target: 'es2022',
    sourcemap: false,
    manifest: true,
    chunkSizeWarningLimit: 600,
    // Every browser the app supports preloads modules itself; the polyfill would only add bytes to the entry.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        // Shared pieces of the lazy screens are named by their hash alone: the entry lists every lazy chunk's
        // files (to preload them with it), and their names would be bytes of every first visit for nothing.
        // Screens and the startup chunks keep their names, which tests and the network panel read. Seven characters
        // of hash (64⁷ names) tell the build's hundred files apart as well as eight, and the entry lists them all.
        chunkFileNames: (chunk) => (chunk.isDynamicEntry || STARTUP_CHUNKS.includes(chunk.name) ? 'assets/[name]-[hash:7].js' : 'assets/[hash:7].js'),
        // What the entry imports statically is three chunks (with the bundler's small runtime, a first visit downloads
        // four scripts, not forty small ones): React; the session (xstate, the session machine and actor, the API
        // client, the domain rules and texts, the router's hooks); and the entry with the rest of the app. On the
        // prerendered pages src/boot.js runs each in a task of its own, so that no single task holds the main thread
        // for long on a slow phone (docs/architecture.md).
        codeSplitting: {
          groups: [
            // react-init.ts runs React's modules as this chunk is evaluated, not when the entry first uses them.
            { name: 'react', tags: ['$initial'], test: /node_modules[\\/](react|react-dom|scheduler)[\\/]|src[\\/]react-init\.ts$/, priority: 2 },
            {
              name: 'session',
              tags: ['$initial'],
              test: /src[\\/](session[\\/](session|api)|api[\\/]http|components[\\/](notify|overlays)|inspect)\.tsx?$|machines[\\/]session\.ts$|[\\/]domain[\\/]|node_modules[\\/](xstate|@xstate|jwt-decode|axios|react-router|react-router-dom)[\\/]/,
              priority: 1,
            },
            { name: 'app', tags: ['$initial'] },
            { name: 'dashboard', test: shell.has, includeDependenciesRecursively: false },
          ],
        },
      },
    },
  },
});
