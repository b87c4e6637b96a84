import Fastify from 'fastify';

/** The yardstick: Fastify's hello-world, in its own process, reporting its port like server-process.ts. */
const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
const address = await app.listen({ port: 0, host: '127.0.0.1' });
process.send?.({ address });
process.on('SIGTERM', () => void app.close().finally(() => process.exit(0)));
