import type { SourceCuration } from './source-curation';

/**
 * Our word on ai.robots.txt's agents, keyed by token: operators the file leaves 'unclear', purposes its
 * free text does not state in our terms, tokens that are ordinary words (matched only as a product token
 * with a version, case as written), agents the file lists that are not AI systems, and duplicates.
 */
/** Coding agents that send their editor's own string: a person's editor sends the same one. */
const EDITOR =
  "the editor's own browser string, which people's editors send as well: the agent inside cannot be told from the person";

export const AI_ROBOTS_TXT_CURATION: Readonly<Record<string, SourceCuration>> = {
  AddSearchBot: { operator: 'AddSearch' },
  'amazon-QBusiness': { operator: 'Amazon' },
  Andibot: { purpose: 'search' },
  ApifyBot: { operator: 'Apify' },
  ApifyWebsiteContentCrawler: { operator: 'Apify' },
  'Aranet-SearchBot': { operator: 'Aranet' },
  Awario: {
    type: 'other',
    purpose: 'seo-tool',
    note: 'Social listening; ai.robots.txt lists it while saying it is not known to be AI-related.',
  },
  'AzureAI-SearchBot': { operator: 'Microsoft' },
  bedrockbot: { purpose: 'user-triggered' },
  Brightbot: { operator: 'Bright Data' },
  BuddyBot: { purpose: 'user-triggered' },
  Channel3Bot: { operator: 'Channel3' },
  'ChatGLM-Spider': { operator: 'Zhipu AI' },
  Code: { drop: EDITOR },

  // Unlike VS Code's and Trae's, Cursor's string is taken for a bot by common lists (isbot) already.
  Cursor: {
    operator: 'Anysphere',
    pattern: /\) Cursor\/\d+\.\d+(?:\.\d+)? Chrome\//,
    instances: [
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Cursor/1.7.44 Chrome/132.0.6834.210 Electron/34.5.8 Safari/537.36',
    ],
  },

  'Datenbank Crawler': {
    type: 'other',
    purpose: 'seo-tool',
    note: 'Collects company data; ai.robots.txt lists it while saying it is not known to be AI-related.',
  },
  Devin: {
    operator: 'Cognition',
    pattern: /\bDevin\/\d/,
    instances: [
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/137.0.0.0 Safari/537.36; Devin/1.0; +https://devin.ai',
    ],
  },
  EchoboxBot: { purpose: 'training' },
  // Exa's crawler writes 'ExaBot'; Exalead's older search crawler 'Exabot' keeps the curated entry.
  ExaBot: { name: 'ExaBot (Exa)', operator: 'Exa', pattern: /\bExaBot\b|\bexa\.ai\/bot/ },
  FriendlyCrawler: { operator: 'Unknown' },
  'Gemini-Deep-Research': { operator: 'Google' },
  'Google-Firebase': { purpose: 'user-triggered' },
  'Google-Gemini-CLI': { operator: 'Google' },
  HenkBot: { operator: 'Valyu' },
  iAskBot: { operator: 'iAsk', purpose: 'search' },
  imageSpider: { operator: 'ByteDance' },
  KunatoCrawler: { operator: 'Kunato' },
  LAIONDownloader: { operator: 'LAION' },
  'laion-huggingface-processor': { operator: 'LAION' },
  LCC: {
    name: 'LCC',
    operator: 'Leipzig University',
    pattern: /^LCC \(\+?https?:\/\/corpora\./,
    instances: ['LCC (+http://corpora.informatik.uni-leipzig.de/crawler_faq.html)'],
    note: 'The Leipzig Corpora Collection: text corpora that language models are trained on.',
  },
  Lightpanda: {
    operator: 'Unknown',
    type: 'other',
    purpose: 'headless-browser',
    pattern: /\bLightpanda\/\d/,
    instances: ['Lightpanda/1.0'],
    note: 'An open-source headless browser anyone runs; ai.robots.txt lists it because AI scrapers use it.',
  },
  LinerBot: { operator: 'Liner' },
  'Linguee Bot': { purpose: 'training' },
  LinkupBot: { operator: 'Linkup' },
  'Mozilla-Tabstack': { purpose: 'user-triggered' },
  MyCentralAIScraperBot: { operator: 'Unknown' },
  'netEstate Imprint Crawler': {
    type: 'other',
    purpose: 'seo-tool',
    note: 'Reads sites’ imprints for a company database; ai.robots.txt says it is not known to be AI-related.',
  },
  newsai: { operator: 'Unknown', pattern: /\bnewsai\//, instances: ['Mozilla/5.0 (compatible) newsai/1.0'] },
  // The token Google documents is Google-NotebookLM, whose curated entry matches this one too.
  NotebookLM: { drop: 'the same fetcher as Google-NotebookLM' },
  OpenAI: {
    drop: 'a company name, not an agent: OpenAI documents GPTBot, OAI-SearchBot and ChatGPT-User',
  },
  opencode: { operator: 'Unknown', pattern: /\bopencode(?:-smartfetch)?\// },
  Operator: {
    operator: 'OpenAI',
    pattern: /\bOperator\/\d/,
    instances: ['Mozilla/5.0 (compatible; Operator/1.0; +https://openai.com/index/introducing-operator)'],
  },
  Panscient: { pattern: /\bpanscient(?:\.com)?\b/i, robotsTokens: ['Panscient', 'panscient.com'] },
  'panscient.com': { drop: 'the same crawler as Panscient' },
  'Poseidon Research Crawler': { purpose: 'training' },
  QuillBot: {
    purpose: 'user-triggered',
    pattern: /\bquillbot(?:\.com)?\b/i,
    robotsTokens: ['QuillBot', 'quillbot.com'],
  },
  'quillbot.com': { drop: 'the same agent as QuillBot' },
  SBIntuitionsBot: { purpose: 'training' },
  'SemrushBot-OCOB': { purpose: 'user-triggered' },
  'Shap-User': { operator: 'Parallel Web Systems' },
  Spider: {
    name: 'Spider (spider.com)',
    operator: 'Spider',
    pattern: /\bSpider; \+https?:\/\/(?:www\.)?spider\.com\b/,
    instances: ['Mozilla/5.0 (compatible; Spider; +https://www.spider.com/)'],
  },
  TavilyBot: { operator: 'Tavily' },
  'Terra Cotta': { drop: 'the same crawler as TerraCotta' },
  TerraCotta: { pattern: /\bTerra ?Cotta\b/i, robotsTokens: ['TerraCotta', 'Terra Cotta'] },
  Thinkbot: { purpose: 'training' },
  Trae: { drop: EDITOR },

  UseAI: { operator: 'Use AI', pattern: /\bUseAI\b/ },
  wpbot: { purpose: 'training' },
  WRTNBot: { operator: 'Wrtn Technologies', purpose: 'user-triggered' },
  YaK: { purpose: 'training', pattern: /\bYaK\/\d/ },
  ZanistaBot: { operator: 'Zanista AI' },
};
