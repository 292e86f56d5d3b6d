import OpenAI, { APIConnectionTimeoutError, APIError } from 'openai';
import { z } from 'zod';

/**
 * An optional OpenAI-compatible chat-completions endpoint (LLM_BASE_URL, LLM_API_KEY, LLM_MODEL), asked for
 * items in a JSON schema that our own contract then validates. It only ever adds to what the rules found:
 * whatever goes wrong (an error, 20 s without an answer, an answer that is not the schema) comes back as a
 * notice for the person, never as a failed request. The endpoint is the operator's own setting, not a URL a
 * user gave us, so it is reached directly rather than through the guarded fetcher. The key stays in the
 * client: it is never logged, and no notice or error quotes it.
 */
export type LanguageModelSettings = { baseUrl: string; apiKey: string; model: string };

export type LanguageModelAnswer<T> = { ok: true; value: T } | { ok: false; notice: string };

export type LanguageModelRequest<T> = {
  /** What the model is asked to do, and the shape to answer in. */
  instructions: string;
  /** The user's material (capped to MAX_PROMPT_CHARS). */
  material: string;
  schemaName: string;
  schema: z.ZodType<T>;
};

export type LanguageModel = {
  ask<T>(request: LanguageModelRequest<T>): Promise<LanguageModelAnswer<T>>;
};

export const LANGUAGE_MODEL_TIMEOUT_MS = 20_000;
/** The most text sent to the provider in one request: cost and latency stay bounded whatever is pasted. */
export const MAX_PROMPT_CHARS = 24_000;
/** An answer larger than this is not read as items. */
const MAX_ANSWER_CHARS = 100_000;

const UNAVAILABLE = 'The AI suggestions are missing: the language model';

export function createLanguageModel(
  settings: LanguageModelSettings | undefined,
  options: { timeoutMs?: number } = {},
): LanguageModel | null {
  if (!settings) return null;
  const timeoutMs = options.timeoutMs ?? LANGUAGE_MODEL_TIMEOUT_MS;
  const client = new OpenAI({
    baseURL: settings.baseUrl,
    apiKey: settings.apiKey,
    timeout: timeoutMs,
    // One try: a person is waiting, and the rules' result is already there.
    maxRetries: 0,
    logLevel: 'off',
  });
  return {
    async ask<T>(request: LanguageModelRequest<T>): Promise<LanguageModelAnswer<T>> {
      let content: string | null | undefined;
      try {
        const completion = await client.chat.completions.create({
          model: settings.model,
          messages: [
            { role: 'system', content: request.instructions },
            { role: 'user', content: request.material.slice(0, MAX_PROMPT_CHARS) },
          ],
          response_format: {
            type: 'json_schema',
            json_schema: { name: request.schemaName, schema: z.toJSONSchema(request.schema), strict: false },
          },
        });
        content = completion.choices[0]?.message?.content;
      } catch (error) {
        return { ok: false, notice: failureNotice(error, timeoutMs) };
      }
      return parseAnswer(content, request.schema);
    },
  };
}

function parseAnswer<T>(content: string | null | undefined, schema: z.ZodType<T>): LanguageModelAnswer<T> {
  if (!content || content.length > MAX_ANSWER_CHARS) {
    return {
      ok: false,
      notice: `${UNAVAILABLE} gave no usable answer; the results come from the rules alone.`,
    };
  }
  let json: unknown;
  try {
    json = JSON.parse(content);
  } catch {
    return {
      ok: false,
      notice: `${UNAVAILABLE} answered with invalid JSON; the results come from the rules alone.`,
    };
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    return {
      ok: false,
      notice: `${UNAVAILABLE} answered in an unexpected shape; the results come from the rules alone.`,
    };
  }
  return { ok: true, value: parsed.data };
}

function failureNotice(error: unknown, timeoutMs: number): string {
  if (error instanceof APIConnectionTimeoutError) {
    return `${UNAVAILABLE} did not answer within ${timeoutMs / 1000} s; the results come from the rules alone.`;
  }
  if (error instanceof APIError && error.status !== undefined) {
    return `${UNAVAILABLE} answered with an error (HTTP ${error.status}); the results come from the rules alone.`;
  }
  return `${UNAVAILABLE} could not be reached; the results come from the rules alone.`;
}
