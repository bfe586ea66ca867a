import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { isLateError } from './src/shared/i18n/late-errors.ts';
import { splitStaffMessages } from './src/shared/i18n/staff-messages.ts';
import type { Messages } from './src/shared/i18n/translate.ts';
import { LOCALES } from './src/shared/locales.ts';

const outDir = path.resolve(import.meta.dirname, 'dist/web');

/**
 * Writes .br and .gz beside every text asset so the server sends them without compressing per
 * request (Lighthouse performance went from 84 to 99 here once it did).
 */
function precompress(): Plugin {
  return {
    name: 'houselights-precompress',
    apply: 'build',
    closeBundle() {
      const walk = (dir: string): string[] =>
        readdirSync(dir).flatMap((name) => {
          const file = path.join(dir, name);
          return statSync(file).isDirectory() ? walk(file) : [file];
        });
      for (const file of walk(outDir)) {
        // .wasm: the door's QR decoder (a megabyte; about a third of it compressed).
        if (!/\.(js|css|html|svg|json|txt|webmanifest|wasm)$/.test(file)) continue;
        const content = readFileSync(file);
        if (content.length < 512) continue;
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
        writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
      }
    },
  };
}

/**
 * Namespaces of en-US that only the sign-in, account and checkout pages use, or only the server
 * (mails, print-at-home tickets, the payment providers' pages). The box office's `staff` is in
 * no storefront bundle at all (staffMessages below).
 */
export const LATE_NAMESPACES = [
  'auth',
  'account',
  'giving',
  'mail',
  'basket',
  'donations',
  'giftVouchers',
  'memberships',
  'checkout',
  'order',
  'printTickets',
  'stripeCheckout',
  'testGateway',
];

/** Namespaces of en-US that only the performance's seat pages use (map, prices, booth). */
export const SEATING_NAMESPACES = ['seatMap', 'sensoryBooth', 'priceSelection'];

const MESSAGES_DIR = path.resolve(import.meta.dirname, 'src/shared/i18n/messages');

/** A message file as the storefront ships it: without the box office's texts. */
function storefrontMessages(file: string): Messages {
  return splitStaffMessages(JSON.parse(readFileSync(file, 'utf8')) as Messages).storefront;
}

/**
 * `virtual:fallback-messages`: US English as the main bundle carries it, without the late and
 * seating namespaces (nor the box office's texts, see staffMessages); the seating ones arrive
 * with the seat pages (`virtual:fallback-messages-seating`), the late ones with the sign-in,
 * account and checkout pages (src/web/i18n/i18n.ts). This keeps the listings route within its
 * JavaScript budget.
 */
function fallbackMessages(): Plugin {
  const main = 'virtual:fallback-messages';
  const seating = 'virtual:fallback-messages-seating';
  const file = path.resolve(import.meta.dirname, 'src/shared/i18n/messages/en-US.json');
  return {
    name: 'houselights-fallback-messages',
    resolveId: (source) => (source === main || source === seating ? `\0${source}` : undefined),
    load(loadId) {
      if (loadId !== `\0${main}` && loadId !== `\0${seating}`) return undefined;
      this.addWatchFile(file);
      const messages = storefrontMessages(file);
      const chosen =
        loadId === `\0${seating}`
          ? Object.fromEntries(
              SEATING_NAMESPACES.map((namespace) => [namespace, messages[namespace]]),
            )
          : Object.fromEntries(
              Object.entries(messages)
                .filter(
                  ([namespace]) =>
                    !LATE_NAMESPACES.includes(namespace) && !SEATING_NAMESPACES.includes(namespace),
                )
                // The late pages' error texts come with the late pages (late-errors.ts).
                .map(([namespace, texts]) =>
                  namespace === 'errors' && typeof texts === 'object'
                    ? [
                        namespace,
                        Object.fromEntries(
                          Object.entries(texts).filter(([code]) => !isLateError(code)),
                        ),
                      ]
                    : [namespace, texts],
                ),
            );
      return `export default ${JSON.stringify(chosen)};`;
    },
  };
}

/**
 * The box office's texts (the `staff` namespace and `errors.STAFF_…`, issue 13) are in no
 * customer's download: every language's message file is bundled without them, and
 * `virtual:staff-messages` maps each language to a chunk of just them, which the box office's
 * chunk loads (src/shared/i18n/staff-messages.ts, src/web/routes/box-office/box-office-app.ts).
 */
function staffMessages(): Plugin {
  const index = 'virtual:staff-messages';
  const part = `${index}/`;
  return {
    name: 'houselights-staff-messages',
    enforce: 'pre',
    resolveId: (source) =>
      source === index || source.startsWith(part) ? `\0${source}` : undefined,
    load(loadId) {
      if (loadId === `\0${index}`) {
        const entries = LOCALES.map(
          (locale) => `${JSON.stringify(locale)}: () => import(${JSON.stringify(part + locale)})`,
        );
        return `export default {${entries.join(', ')}};`;
      }
      if (loadId.startsWith(`\0${part}`)) {
        const file = path.join(MESSAGES_DIR, `${loadId.slice(part.length + 1)}.json`);
        this.addWatchFile(file);
        const { staff } = splitStaffMessages(JSON.parse(readFileSync(file, 'utf8')) as Messages);
        return `export default ${JSON.stringify(staff)};`;
      }
      // A whole language file as the web app imports it (src/web/i18n/i18n.ts).
      const file = loadId.split('?')[0] ?? '';
      if (path.dirname(file) === MESSAGES_DIR && file.endsWith('.json')) {
        this.addWatchFile(file);
        return JSON.stringify(storefrontMessages(file));
      }
      return undefined;
    },
  };
}

export default defineConfig({
  root: 'src/web',
  publicDir: 'public',
  plugins: [react(), precompress(), fallbackMessages(), staffMessages()],
  // The door's QR decoder runs in a module worker (features/door/qr-decoder.worker.ts).
  worker: { format: 'es' },
  build: {
    outDir,
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
    reportCompressedSize: false,
    rolldownOptions: {
      output: {
        // React, the router and TanStack Query as one chunk: left to itself the bundler cuts
        // them into several shared chunks as pages are added, and each cut costs gzip bytes on
        // the listings route (1.6 KiB here); one chunk also stays cached across deploys.
        codeSplitting: {
          groups: [
            {
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|react-router|scheduler|@tanstack)[\\/]/,
            },
          ],
        },
      },
    },
  },
  server: {
    port: Number(process.env.PORT ?? 3000),
    proxy: { '/api': `http://localhost:${process.env.API_PORT ?? 3001}` },
  },
});
