import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { existsSync, readdirSync } from 'node:fs';

// One zone per web feature: it may import itself, never a sibling (bulletproof-react).
const featuresDir = './apps/web/src/features';
const featureZones = existsSync(featuresDir)
  ? readdirSync(featuresDir, { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => ({
        target: `${featuresDir}/${d.name}`,
        from: featuresDir,
        except: [`./${d.name}`],
        message: 'a feature must not import another feature; compose them in app/routes',
      }))
  : [];

// The admin is one feature made of areas (orders, users, audit...): an area may use the admin's
// shared pieces (api, components, lib, shell, testing) and itself, never another area.
const adminDir = `${featuresDir}/admin`;
const adminShared = ['api', 'components', 'lib', 'shell', 'testing'];
const adminAreaZones = existsSync(adminDir)
  ? readdirSync(adminDir, { withFileTypes: true })
      .filter((d) => d.isDirectory() && !adminShared.includes(d.name))
      .map((d) => ({
        target: `${adminDir}/${d.name}`,
        from: adminDir,
        except: [`./${d.name}`, ...adminShared.map((name) => `./${name}`)],
        message:
          'an admin area must not import another area; share it from admin/components or admin/lib',
      }))
  : [];

// API modules import one way (docs/decisions/024-api-module-directions.md): a module imports
// only itself and the modules of its row; an admin area only itself, the admin's shared kernel
// (the files of modules/admin) and its row. `admin` (those files) composes the areas. Tests may
// import any module's fixtures: they compose the app as it runs.
const apiModulesDir = './apps/api/src/modules';
const apiModuleImports = {
  account: ['auth', 'orders', 'uploads'],
  artworks: [],
  auth: ['mail'],
  blueprints: [],
  boards: ['artworks', 'blueprints', 'favorites', 'generation', 'orders'],
  catalogue: ['blueprints'],
  contact: ['content', 'mail'],
  content: [],
  favorites: ['artworks'],
  generation: ['artworks', 'blueprints', 'mail', 'orders'],
  variants: ['blueprints', 'generation'],
  health: [],
  mail: [],
  media: [],
  orders: ['artworks', 'mail'],
  payments: ['auth', 'generation', 'mail', 'prints'],
  prints: ['artworks', 'content', 'generation', 'orders'],
  reviews: ['mail', 'orders'],
  seo: ['catalogue'],
  uploads: [],
  web: ['seo'],
  'admin/generations': ['orders'],
  'admin/images': ['media', 'uploads'],
  'admin/orders': ['orders'],
  'admin/pricing': ['content'],
  'admin/reviews': ['reviews'],
  'admin/blueprints': ['artworks', 'blueprints', 'generation', 'variants'],
  'admin/variants': ['artworks', 'blueprints', 'generation', 'uploads', 'variants'],
  'admin/products': ['artworks', 'blueprints', 'catalogue', 'generation'],
  'admin/categories': ['artworks'],
  'admin/settings': ['content'],
  'admin/testimonials': ['content'],
  'admin/users': ['generation', 'payments'],
};
const dirsOf = (dir) =>
  existsSync(dir)
    ? readdirSync(dir, { withFileTypes: true })
        .filter((d) => d.isDirectory())
        .map((d) => d.name)
    : [];
const adminKernel = existsSync(`${apiModulesDir}/admin`)
  ? readdirSync(`${apiModulesDir}/admin`, { withFileTypes: true })
      .filter((d) => d.isFile() && !d.name.includes('.test') && d.name !== 'admin.routes.ts')
      .map((d) => `./admin/${d.name}`)
  : [];
const apiModuleZones = [
  ...dirsOf(apiModulesDir).filter((name) => name !== 'admin'),
  ...dirsOf(`${apiModulesDir}/admin`).map((area) => `admin/${area}`),
].map((module) => ({
  target: `${apiModulesDir}/${module}`,
  from: apiModulesDir,
  except: [
    `./${module}`,
    ...(apiModuleImports[module] ?? []).map((allowed) => `./${allowed}`),
    ...(module.startsWith('admin/') ? adminKernel : []),
  ],
  message: `${module} may import only ${(apiModuleImports[module] ?? []).join(', ') || 'no other module'}${module.startsWith('admin/') ? ' and the admin kernel' : ''}: see docs/decisions/024-api-module-directions.md`,
}));

// Import direction everywhere: shared knows no app; the apps never import each other; a web
// feature never imports another feature (routes compose them).
const baseZones = [
  {
    target: ['./packages/shared', './packages/studio'],
    from: './apps',
    message: 'a package must not import an app',
  },
  { target: './apps/web', from: './apps/api', message: 'web must not import api code' },
  { target: './apps/api', from: './apps/web', message: 'api must not import web code' },
  {
    target: ['./apps', './e2e', './scripts'],
    from: './packages/studio/src',
    except: ['./index.ts', './testing/index.ts'],
    message: 'import the studio through @atelier/studio (or @atelier/studio/testing)',
  },
  ...featureZones,
  ...adminAreaZones,
  {
    target: adminShared.map((name) => `${adminDir}/${name}`),
    from: adminDir,
    except: adminShared.map((name) => `./${name}`),
    message: "the admin's shared pieces must not depend on an admin area",
  },
  {
    target: featuresDir,
    from: './apps/web/src/app',
    message: 'a feature must not import the app layer; the app composes features',
  },
  {
    target: ['./apps/web/src/components', './apps/web/src/lib'],
    from: ['./apps/web/src/features', './apps/web/src/app'],
    message: 'shared web code must not depend on features or the app layer',
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'coverage/**',
      'playwright-report/**',
      'test-results/**',
      'apps/api/drizzle/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX },
    languageOptions: { globals: { ...globals.node } },
    settings: {
      // import-x reads only .js modules unless told: without these, no-cycle parsed none of
      // the TypeScript files it should follow and never reported a cycle.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/external-module-folders': ['node_modules', 'node_modules/@types'],
      // TypeScript's resolution, per workspace tsconfig: the web app's `@/` alias and the
      // workspace packages resolve to their files, so the zones below see every import.
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['apps/*/tsconfig.json', 'packages/*/tsconfig.json', 'e2e/tsconfig.json'],
          alwaysTryTypes: true,
          noWarnOnMultipleProjects: true,
        }),
        importX.createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs'] }),
      ],
    },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'import-x/no-cycle': ['error', { maxDepth: 10, ignoreExternal: true }],
      'import-x/no-self-import': 'error',
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: baseZones,
        },
      ],
    },
  },
  {
    files: ['apps/api/src/modules/**/*.ts'],
    ignores: ['**/*.test.ts', '**/*test-helpers.ts', '**/*test-fixtures.ts'],
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: [...baseZones, ...apiModuleZones] }],
    },
  },
  {
    // The studio package has one runtime entry and one for tests; nothing reaches past them.
    files: ['apps/**', 'e2e/**', 'scripts/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^@atelier/studio/(?!testing$)',
              message: 'import the studio through @atelier/studio (or @atelier/studio/testing)',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    // Served as they are by the web build (Vite copies public/): classic browser scripts.
    files: ['apps/web/public/**/*.js'],
    languageOptions: { sourceType: 'script', globals: { ...globals.browser } },
  },
  prettier,
);
