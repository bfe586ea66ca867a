/**
 * `npm start`: build the web app if needed, then run the server (it migrates, seeds an empty
 * database and listens) in its own process with the server's V8 flags.
 */
import { buildWeb } from './build-web.ts';
import { spawnServer } from './server-process.ts';

buildWeb();
const server = spawnServer(process.env);
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
