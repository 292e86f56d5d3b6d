// The baseline: a bare Fastify route that parses the same JSON body and answers 202, nothing else.
import Fastify from 'fastify';

const app = Fastify();
app.post('/bare', async (_request, reply) => reply.code(202).send({ accepted: true }));
const address = await app.listen({ port: 0, host: '127.0.0.1' });
console.log(`listening at ${address}`);
process.on('SIGTERM', () => app.close().then(() => process.exit(0)));
