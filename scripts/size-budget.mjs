// What a first visit to a page downloads (JS + CSS, gzip), from the build's manifest, against budgets.
// Run after `npm run build`; exits non-zero when a page is over its budget, so a regression fails CI.
import { readFileSync } from 'node:fs';
import { posix } from 'node:path';
import { gzipSync } from 'node:zlib';

const KB = 1024;
/**
 * Each page: the route modules the router loads for it, on top of src/boot.js and the entry with its
 * imports, and (`onTouch`) the modules its prerendered HTML shows but whose code waits for the visitor's first
 * touch (src/main.tsx): their styles are inlined in the page, their code is not part of a first visit.
 * Every page holds today's figure with about 2 KB of room, never above its goal when it meets it, so a regression
 * fails CI; every screen the routes load is one page's (`unweighedScreens`). The goals (docs/benchmarks.md, "Page
 * weight"): 160 KB for a first visit to /home, /login and /register, React Router and axios included (about 26 KB of
 * it), which is their budget too, and 190 KB for every other page.
 */
/** What every dashboard screen comes with: the dashboard's shell. */
const DASHBOARD = ['src/layout/DashboardLayout.tsx'];

export const PAGES = {
  '/home': { modules: [], budgetKb: 160 },
  '/login': { modules: [], onTouch: ['src/features/auth/LoginPage.tsx'], budgetKb: 160, touchedBudgetKb: 190 },
  '/register': { modules: [], onTouch: ['src/features/auth/RegisterPage.tsx'], budgetKb: 160, touchedBudgetKb: 198 },
  '/privacidad': { modules: ['src/features/privacy/PrivacyPage.tsx'], budgetKb: 182 },
  '/terminos': { modules: ['src/features/privacy/TermsPage.tsx'], budgetKb: 182 },
  '/cancha/:id': { modules: ['src/features/booking/VisitorFieldPage.tsx'], budgetKb: 174 },
  '/invitacion/:secret': { modules: ['src/features/invitation/InvitationPage.tsx'], budgetKb: 158 },
  '/dashboard/home-admin': { modules: [...DASHBOARD, 'src/features/admin/HomeAdminPage.tsx'], budgetKb: 185 },
  '/dashboard/home-player': { modules: [...DASHBOARD, 'src/features/fields/FieldListPage.tsx'], budgetKb: 167 },
  '/dashboard/field/list': { modules: [...DASHBOARD, 'src/features/fields/FieldListPage.tsx'], budgetKb: 167 },
  '/dashboard/field': { modules: [...DASHBOARD, 'src/features/fields/MyFieldPage.tsx'], budgetKb: 183 },
  '/dashboard/field/detail/:id': { modules: [...DASHBOARD, 'src/features/fields/FieldDetailPage.tsx'], budgetKb: 183 },
  '/dashboard/field/form': { modules: [...DASHBOARD, 'src/features/fields/NewFieldPage.tsx'], budgetKb: 190 },
  '/dashboard/field/form/:id': { modules: [...DASHBOARD, 'src/features/fields/EditField.tsx'], budgetKb: 190 },
  '/dashboard/team': { modules: [...DASHBOARD, 'src/features/teams/TeamPage.tsx'], budgetKb: 183 },
  '/dashboard/team/form/:id': { modules: [...DASHBOARD, 'src/features/teams/TeamFormPage.tsx'], budgetKb: 187 },
  '/dashboard/team/list': { modules: [...DASHBOARD, 'src/features/teams/TeamListPage.tsx'], budgetKb: 178 },
  '/dashboard/add/player': { modules: [...DASHBOARD, 'src/features/players/AddPlayerPage.tsx'], budgetKb: 187 },
  '/dashboard/player/list': { modules: [...DASHBOARD, 'src/features/players/PlayerListPage.tsx'], budgetKb: 176 },
  '/dashboard/requests': { modules: [...DASHBOARD, 'src/features/requests/RequestsPage.tsx'], budgetKb: 177 },
  '/dashboard/notifications': { modules: [...DASHBOARD, 'src/features/notifications/NotificationsPage.tsx'], budgetKb: 173 },
  '/dashboard/reservation/list/:var': { modules: [...DASHBOARD, 'src/features/reservation-list/ReservationListPage.tsx'], budgetKb: 187 },
  '/dashboard/reservation/form/field/:id': { modules: [...DASHBOARD, 'src/features/booking/BookingPage.tsx'], budgetKb: 187 },
  '/dashboard/profile': { modules: [...DASHBOARD, 'src/features/profile/ProfilePage.tsx'], budgetKb: 182 },
  '/dashboard/profile/:user/:id': { modules: [...DASHBOARD, 'src/features/profile/UserProfilePage.tsx'], budgetKb: 172 },
  '/dashboard/menu': { modules: [...DASHBOARD, 'src/features/menu/MenuPage.tsx'], budgetKb: 169 },
};

export const readManifest = (dir = 'dist') => JSON.parse(readFileSync(`${dir}/.vite/manifest.json`, 'utf8'));

/** The files a module needs before it runs: itself, its CSS, and its static imports, transitively. */
function closure(manifest, key, files = new Set()) {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return files;
  files.add(chunk.file);
  for (const css of chunk.css ?? []) files.add(css);
  for (const imp of chunk.imports ?? []) closure(manifest, imp, files);
  return files;
}

/**
 * The files the app's HTML loads: its stylesheets (and the entry's module script before the prerender step
 * has put src/boot.js inline in its place), with the entry's chunk and its static imports, which boot loads.
 */
function entryFiles(manifest, dir) {
  const html = readFileSync(`${dir}/index.html`, 'utf8');
  const files = new Set();
  for (const [, file] of html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.(?:js|css))"/g)) files.add(file);
  return closure(
    manifest,
    Object.keys(manifest).find((k) => manifest[k].isEntry),
    files,
  );
}

/**
 * Every JS and CSS file a first visit to `page` downloads before it renders; with `touched`, also what the
 * page downloads at the visitor's first touch.
 */
export function pageFiles(manifest, page, dir = 'dist', { touched = false } = {}) {
  const files = entryFiles(manifest, dir);
  const { modules, onTouch = [] } = PAGES[page];
  for (const m of touched ? [...modules, ...onTouch] : modules) {
    if (!manifest[m]) throw new Error(`${m} no está en el manifiesto de la compilación`);
    closure(manifest, m, files);
  }
  return files;
}

/** Each page's weight at a first visit and, for a page with `onTouch` modules, once the visitor touched it. */
export function pageWeights(dir = 'dist') {
  const manifest = readManifest(dir);
  // src/boot.js and the theme's variables come inline in every page (scripts/prerender.mjs, vite.config.ts): JavaScript
  // and CSS a first visit downloads too. (A prerendered page has its stylesheets inline instead of linked, counted
  // here as those files; the rules of its form's stylesheet it inlines as well, 1.5 KB on /login, are not counted,
  // as the rest of its HTML is not.)
  const shell = readFileSync(`${dir}/index.html`, 'utf8');
  const inlineSize = (tag) =>
    [...shell.matchAll(new RegExp(`<${tag}\\b(?![^>]*\\bsrc=)[^>]*>([\\s\\S]*?)</${tag}>`, 'g'))].map(
      ([, code]) => gzipSync(code, { level: 9 }).length,
    );
  const inline = { js: inlineSize('script'), css: inlineSize('style') };
  const sum = (xs) => xs.reduce((n, x) => n + x, 0);
  const gz = new Map();
  const gzipSize = (file) => {
    if (!gz.has(file)) gz.set(file, gzipSync(readFileSync(`${dir}/${file}`), { level: 9 }).length);
    return gz.get(file);
  };
  const weigh = (page, files, budgetKb) => {
    const js = [...files].filter((f) => f.endsWith('.js')).reduce((n, f) => n + gzipSize(f), sum(inline.js));
    const css = [...files].filter((f) => f.endsWith('.css')).reduce((n, f) => n + gzipSize(f), sum(inline.css));
    return { page, files: files.size + inline.js.length, jsKb: js / KB, cssKb: css / KB, totalKb: (js + css) / KB, budgetKb };
  };
  return Object.entries(PAGES).flatMap(([page, { budgetKb, touchedBudgetKb }]) => [
    weigh(page, pageFiles(manifest, page, dir), budgetKb),
    ...(touchedBudgetKb ? [weigh(`${page}, touched`, pageFiles(manifest, page, dir, { touched: true }), touchedBudgetKb)] : []),
  ]);
}

/**
 * The most a move from one screen to another downloads once the app is loaded: between any two screens of the
 * dashboard, and from each public page (with its form touched) to either home a log-in leads to. Its goal and
 * budget are one (docs/benchmarks.md, "Page weight").
 */
export const MOVE_BUDGET_KB = 60;
const HOMES = ['/dashboard/home-player', '/dashboard/home-admin'];

/** The heaviest move between screens: `{ from, to, kb }`. */
export function heaviestMove(dir = 'dist') {
  const manifest = readManifest(dir);
  const sizes = new Map();
  const gzipKb = (file) => {
    if (!sizes.has(file)) sizes.set(file, gzipSync(readFileSync(`${dir}/${file}`), { level: 9 }).length / KB);
    return sizes.get(file);
  };
  const screens = Object.keys(PAGES).filter((page) => page.startsWith('/dashboard/'));
  const moves = [
    ...screens.flatMap((from) => screens.filter((to) => to !== from).map((to) => [from, to])),
    ...Object.keys(PAGES)
      .filter((page) => !page.startsWith('/dashboard/'))
      .flatMap((from) => HOMES.map((to) => [from, to])),
  ];
  let heaviest = { from: '', to: '', kb: 0 };
  for (const [from, to] of moves) {
    const had = pageFiles(manifest, from, dir, { touched: true });
    let kb = 0;
    for (const file of pageFiles(manifest, to, dir)) if (!had.has(file)) kb += gzipKb(file);
    if (kb > heaviest.kb) heaviest = { from, to, kb };
  }
  return heaviest;
}

/** The modules the routes load lazily, by their path from the root. */
const ROUTE_FILES = ['src/router.tsx', 'src/layout/DashboardRoutes.tsx'];

/** The screens the routes load lazily that no page above weighs (each must be one page's module, or its form's). */
export function unweighedScreens() {
  const screens = ROUTE_FILES.flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(/import\('(\.\.?\/[^']+)'\)/g)].map(([, path]) => `${posix.join(posix.dirname(file), path)}.tsx`),
  );
  const weighed = new Set(Object.values(PAGES).flatMap(({ modules, onTouch = [] }) => [...modules, ...onTouch]));
  return screens.filter((screen) => !weighed.has(screen));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const unweighed = unweighedScreens();
  if (unweighed.length) console.log(`OVER no page weighs ${unweighed.join(', ')}: add it to PAGES`);
  let over = unweighed.length > 0;
  for (const w of pageWeights(process.argv[2] ?? 'dist')) {
    const ok = w.totalKb <= w.budgetKb;
    over ||= !ok;
    console.log(
      `${ok ? 'ok  ' : 'OVER'} ${w.page.padEnd(24)} ${w.totalKb.toFixed(1).padStart(6)} KB gzip (JS ${w.jsKb.toFixed(1)} + CSS ${w.cssKb.toFixed(1)}, ${w.files} files) budget ${w.budgetKb} KB`,
    );
  }
  const move = heaviestMove(process.argv[2] ?? 'dist');
  over ||= move.kb > MOVE_BUDGET_KB;
  console.log(
    `${move.kb <= MOVE_BUDGET_KB ? 'ok  ' : 'OVER'} moving between screens ${move.kb.toFixed(1).padStart(6)} KB gzip at most (${move.from} → ${move.to}) budget ${MOVE_BUDGET_KB} KB`,
  );
  process.exit(over ? 1 : 0);
}
