import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local server speaking the chat-completions protocol, as an OpenAI-compatible provider would. Each test
 * sets how it answers: `reply` gives the assistant message's content (or a status to fail with), after an
 * optional delay (longer than the client waits, for a timeout). It records the requests it got.
 */
export type LanguageModelReply = { content: string; delayMs?: number } | { status: number; body?: string };

export type LanguageModelServer = {
  baseUrl: string;
  requests: Array<{ authorization: string | undefined; body: unknown }>;
  reply: LanguageModelReply;
  close: () => Promise<void>;
};

export async function startLanguageModelServer(
  reply: LanguageModelReply = { content: '{}' },
): Promise<LanguageModelServer> {
  const state: LanguageModelServer = {
    baseUrl: '',
    requests: [],
    reply,
    close: async () => {},
  };
  const server = createServer(async (request, response) => {
    const body = await readBody(request);
    state.requests.push({ authorization: request.headers.authorization, body: JSON.parse(body || 'null') });
    if (request.method !== 'POST' || !request.url?.endsWith('/chat/completions')) {
      response.writeHead(404).end();
      return;
    }
    const answer = state.reply;
    if ('status' in answer) {
      response.writeHead(answer.status, { 'content-type': 'application/json' });
      response.end(answer.body ?? JSON.stringify({ error: { message: 'provider failure' } }));
      return;
    }
    if (answer.delayMs) await new Promise((resolve) => setTimeout(resolve, answer.delayMs));
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(
      JSON.stringify({
        id: 'chatcmpl-test',
        object: 'chat.completion',
        created: Math.floor(Date.now() / 1000),
        model: 'test-model',
        choices: [
          { index: 0, message: { role: 'assistant', content: answer.content }, finish_reason: 'stop' },
        ],
        usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
      }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  state.baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  state.close = () =>
    new Promise((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return state;
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}
