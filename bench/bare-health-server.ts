/** The yardstick: a bare Fastify answering GET /health, nothing else. */
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/health', async () => ({ status: 'ok' }));
await app.listen({ port: Number(process.env.PORT ?? 0), host: '127.0.0.1' });
process.send?.({ port: (app.server.address() as { port: number }).port });
