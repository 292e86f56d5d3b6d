import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { type LanguageModelServer, startLanguageModelServer } from '../test-support/language-model-server';
import { createLanguageModel, MAX_PROMPT_CHARS } from './language-model';

const items = z.object({ items: z.array(z.object({ title: z.string() })) });
const KEY = 'sk-test-secret-key-1234';

describe('createLanguageModel', () => {
  let provider: LanguageModelServer;
  beforeAll(async () => {
    provider = await startLanguageModelServer();
  });
  afterAll(() => provider.close());

  const ask = (material = 'some text', timeoutMs = 2000) =>
    createLanguageModel({ baseUrl: provider.baseUrl, apiKey: KEY, model: 'test-model' }, { timeoutMs })?.ask({
      instructions: 'Suggest items.',
      material,
      schemaName: 'items',
      schema: items,
    });

  it('is absent without settings', () => {
    expect(createLanguageModel(undefined)).toBeNull();
  });

  it('returns the answer validated by the schema, sending the key, the model and a JSON schema', async () => {
    provider.reply = { content: JSON.stringify({ items: [{ title: 'Add a definition' }] }) };
    expect(await ask()).toEqual({ ok: true, value: { items: [{ title: 'Add a definition' }] } });
    const last = provider.requests.at(-1);
    expect(last?.authorization).toBe(`Bearer ${KEY}`);
    expect(last?.body).toMatchObject({
      model: 'test-model',
      response_format: { type: 'json_schema', json_schema: { name: 'items' } },
    });
  });

  it('caps the text it sends', async () => {
    provider.reply = { content: JSON.stringify({ items: [] }) };
    await ask('x'.repeat(MAX_PROMPT_CHARS * 3));
    const body = provider.requests.at(-1)?.body as { messages: Array<{ content: string }> };
    expect(body.messages[1]?.content).toHaveLength(MAX_PROMPT_CHARS);
  });

  it('turns invalid JSON, a wrong shape, an error and a timeout into notices that never quote the key', async () => {
    const cases = [
      [{ content: 'not json {' }, /invalid JSON/],
      [{ content: JSON.stringify({ items: [{ nope: 1 }] }) }, /unexpected shape/],
      [{ status: 500 }, /error \(HTTP 500\)/],
      [{ status: 401 }, /error \(HTTP 401\)/],
      [{ content: '{"items":[]}', delayMs: 1500 }, /did not answer within 0.3 s/],
    ] as const;
    for (const [reply, notice] of cases) {
      provider.reply = reply;
      const answer = await ask('text', 300);
      expect(answer?.ok).toBe(false);
      const text = answer && !answer.ok ? answer.notice : '';
      expect(text).toMatch(notice);
      expect(text).not.toContain(KEY);
    }
  });

  it('says so when the provider cannot be reached', async () => {
    const model = createLanguageModel({ baseUrl: 'http://127.0.0.1:9/v1', apiKey: KEY, model: 'm' });
    const answer = await model?.ask({ instructions: 'x', material: 'y', schemaName: 'items', schema: items });
    expect(answer).toEqual({ ok: false, notice: expect.stringMatching(/could not be reached/) });
  });
});
