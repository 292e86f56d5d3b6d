import { afterAll, beforeAll, expect, it } from 'vitest';
import { registerAndSignIn } from '../../test-support/accounts';
import { startLanguageModelServer } from '../../test-support/language-model-server';
import { describeOnEachDatabase } from '../../test-support/test-app';

const SAMPLE = [
  'What is cold brew?',
  'Cold brew is a coffee made by steeping grounds in cold water for 12 to 24 hours.',
  'In this article we look at why people like it so much and how you can make it at home easily.',
].join('\n');

describeOnEachDatabase('POST /api/chatgpt/analyze-content without a language model', (get) => {
  let cookie = '';
  beforeAll(async () => {
    ({ cookie } = await registerAndSignIn(get().app));
  });
  const analyze = (payload: unknown, headers: Record<string, string> = { cookie }) =>
    get().app.inject({
      method: 'POST',
      url: '/api/chatgpt/analyze-content',
      headers,
      payload: payload as object,
    });

  it('scores the content from the rules, with factors, issues at their offsets and no notices', async () => {
    const response = await analyze({ content: SAMPLE, metadata: { domain: 'example.com' } });
    expect(response.statusCode).toBe(200);
    const result = response.json();
    expect(result.score).toBeGreaterThan(0);
    expect(result.factors).toHaveLength(10);
    expect(result.notices).toEqual([]);
    const preamble = result.issues.find((i: { message: string }) => i.message.includes('preamble'));
    expect(SAMPLE.slice(preamble.start, preamble.end)).toBe(preamble.text);
    expect(result.recommendations.every((r: { source: string }) => r.source === 'rules')).toBe(true);
    // The same text always gets the same score.
    expect((await analyze({ content: SAMPLE })).json().score).toBe(result.score);
  });

  it('asks for a sign-in', async () => {
    expect((await analyze({ content: SAMPLE }, {})).statusCode).toBe(401);
  });

  it.each([
    [{ content: '' }, 'Please provide content to analyze'],
    [{ content: '   \n\t ' }, 'Please provide content to analyze'],
    [{}, 'content is required'],
    [{ content: 42 }, 'content must be a string'],
    [{ content: 'x'.repeat(200 * 1024 + 1) }, 'content must be at most 200 KB'],
  ])('refuses %# with a 400 naming the problem', async (payload, message) => {
    const response = await analyze(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });

  it('refuses a body far beyond the limit with 413', async () => {
    const response = await analyze({ content: 'x'.repeat(2 * 1024 * 1024) });
    expect(response.statusCode).toBe(413);
  });

  it('reads markup, control characters and binary-looking text as text', async () => {
    const bytes = String.fromCharCode(...Array.from({ length: 200 }, (_, i) => i + 1));
    const response = await analyze({ content: `<script>alert(1)</script>\u0007${bytes}` });
    expect(response.statusCode).toBe(200);
    expect(response.json().score).toBeGreaterThanOrEqual(0);
    // NUL is the one character the product never takes as text, anywhere.
    const nul = await analyze({ content: 'text\u0000more' });
    expect(nul.statusCode).toBe(400);
    expect(nul.json().message).toBe('content must not contain NUL characters');
  });
});

const provider = await startLanguageModelServer();
const KEY = 'sk-test-never-shown';
afterAll(() => provider.close());

describeOnEachDatabase(
  'POST /api/chatgpt/analyze-content with a language model',
  (get) => {
    let cookie = '';
    beforeAll(async () => {
      ({ cookie } = await registerAndSignIn(get().app));
    });
    const analyze = () =>
      get().app.inject({
        method: 'POST',
        url: '/api/chatgpt/analyze-content',
        headers: { cookie },
        payload: { content: SAMPLE },
      });

    it('adds the model’s recommendations marked ai, and keeps the rules’ score', async () => {
      const rulesOnly = (await analyze()).json();
      provider.reply = {
        content: JSON.stringify({ recommendations: ['Name the beans used for cold brew.'] }),
      };
      const result = (await analyze()).json();
      expect(result.recommendations).toContainEqual({
        text: 'Name the beans used for cold brew.',
        source: 'ai',
      });
      expect(result.score).toBe(rulesOnly.score);
      expect(result.notices).toEqual([]);
      expect(provider.requests.at(-1)?.authorization).toBe(`Bearer ${KEY}`);
    });

    it.each([
      [{ content: 'not json' }, /invalid JSON/],
      [{ status: 500 }, /HTTP 500/],
      [{ content: JSON.stringify({ recommendations: 'one' }) }, /unexpected shape/],
    ])('keeps the rules’ result with a notice when the model fails (%#)', async (reply, notice) => {
      provider.reply = reply;
      const response = await analyze();
      expect(response.statusCode).toBe(200);
      const result = response.json();
      expect(result.notices).toEqual([expect.stringMatching(notice)]);
      expect(result.recommendations.every((r: { source: string }) => r.source === 'rules')).toBe(true);
      expect(response.body).not.toContain(KEY);
    });
  },
  { config: { languageModel: { baseUrl: provider.baseUrl, apiKey: KEY, model: 'test-model' } } },
);
