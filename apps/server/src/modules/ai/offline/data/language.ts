/**
 * Action verbs (base and past form) and the weak openings the offline rewrites replace.
 * A strong verb in the tense of the job replaces 'Responsible for', 'Worked on', 'Helped with'.
 */
export type Verb = { base: string; past: string };

const verb = (base: string, past = `${base.replace(/e$/, '')}ed`): Verb => ({ base, past });

/** Action verbs the engine knows in both tenses, so it can move a sentence between them. */
export const ACTION_VERBS: readonly Verb[] = [
  verb('manage'), verb('lead', 'led'), verb('develop'), verb('build', 'built'), verb('design'),
  verb('create'), verb('deliver'), verb('improve'), verb('coordinate'), verb('support'),
  verb('oversee', 'oversaw'), verb('direct'), verb('drive', 'drove'), verb('launch'),
  verb('implement'), verb('organize'), verb('plan', 'planned'), verb('analyze'),
  verb('prepare'), verb('maintain'), verb('train'), verb('mentor'), verb('teach', 'taught'),
  verb('handle'), verb('resolve'), verb('run', 'ran'), verb('write', 'wrote'), verb('edit'),
  verb('review'), verb('test'), verb('install'), verb('repair'), verb('serve'), verb('assist'),
  verb('help'), verb('work'), verb('own'), verb('streamline'), verb('increase'),
  verb('reduce'), verb('grow', 'grew'), verb('negotiate'), verb('sell', 'sold'),
  verb('process'), verb('monitor'), verb('report'), verb('research'), verb('conduct'),
  verb('produce'), verb('supervise'), verb('schedule'), verb('administer'), verb('treat'),
  verb('care', 'cared'), verb('assess'), verb('educate'), verb('advise'), verb('draft'),
  verb('establish'), verb('execute'), verb('facilitate'), verb('guide'), verb('head'),
  verb('collaborate'), verb('communicate'), verb('contribute'), verb('ensure'),
  verb('deploy'), verb('automate'), verb('migrate'), verb('optimize'), verb('refactor'),
  verb('program', 'programmed'), verb('code', 'coded'), verb('configure'), verb('troubleshoot'),
  verb('diagnose'), verb('inspect'), verb('audit'), verb('reconcile'), verb('forecast', 'forecast'),
  verb('budget'), verb('recruit'), verb('hire'), verb('onboard'), verb('deliver'),
  verb('cook'), verb('prepare'), verb('clean'), verb('stock'), verb('greet'), verb('answer'),
  verb('track'), verb('document'), verb('present'), verb('spearhead'), verb('pioneer'),
  verb('transform'), verb('modernize'), verb('strengthen'), verb('expand'), verb('generate'),
  verb('achieve'), verb('exceed'), verb('win', 'won'), verb('earn'), verb('save'),
  verb('cut', 'cut'), verb('lower'), verb('raise'), verb('boost'), verb('accelerate'),
  verb('introduce'), verb('set', 'set'), verb('make', 'made'), verb('do', 'did'),
  verb('take', 'took'), verb('give', 'gave'), verb('keep', 'kept'), verb('meet', 'met'),
  verb('send', 'sent'), verb('spend', 'spent'), verb('bring', 'brought'), verb('think', 'thought'),
  verb('oversee', 'oversaw'), verb('undertake', 'undertook'), verb('shape'), verb('lead', 'led'),
  verb('handle'), verb('operate'), verb('apply', 'applied'), verb('identify', 'identified'),
  verb('verify', 'verified'), verb('simplify', 'simplified'), verb('supply', 'supplied'),
  verb('study', 'studied'), verb('carry', 'carried'), verb('qualify', 'qualified'),
  verb('close'), verb('triage'), verb('nurse'), verb('open'), verb('file'), verb('book'), verb('sort'), verb('pack'),
];

/**
 * Weak openings, most specific first. `verbs` are the replacements in the past tense,
 * one per rewrite; `object` is what follows the phrase when it is not a verb in -ing.
 */
export type WeakOpening = { pattern: RegExp; verbs: readonly [Verb, Verb, Verb] };

const v = (base: string, past?: string) => verb(base, past);

export const WEAK_OPENINGS: readonly WeakOpening[] = [
  { pattern: /^(i\s+was\s+|was\s+|i\s+am\s+|am\s+)?(primarily\s+|mainly\s+)?(responsible|accountable)\s+for\s+/i, verbs: [v('manage'), v('oversee', 'oversaw'), v('own')] },
  { pattern: /^(my\s+)?(duties|responsibilities|tasks)\s+(included|include|were|are)\s*:?\s*/i, verbs: [v('manage'), v('handle'), v('deliver')] },
  { pattern: /^(i\s+was\s+|was\s+|i\s+am\s+|am\s+)?(tasked|charged)\s+with\s+/i, verbs: [v('deliver'), v('execute'), v('lead', 'led')] },
  { pattern: /^(i\s+was\s+|was\s+|i\s+am\s+|am\s+)?in\s+charge\s+of\s+/i, verbs: [v('lead', 'led'), v('direct'), v('oversee', 'oversaw')] },
  { pattern: /^(i\s+was\s+|was\s+|i\s+am\s+|am\s+)?involved\s+(in|with)\s+/i, verbs: [v('contribute'), v('drive', 'drove'), v('support')] },
  { pattern: /^(i\s+)?(worked|work|working)\s+on\s+/i, verbs: [v('develop'), v('deliver'), v('build', 'built')] },
  { pattern: /^(i\s+)?(worked|work|working)\s+with\s+/i, verbs: [v('collaborate'), v('partner'), v('coordinate')] },
  { pattern: /^(i\s+)?(helped|help|helping)\s+(with|to|in)\s+/i, verbs: [v('support'), v('contribute'), v('advance')] },
  { pattern: /^(i\s+)?(assisted|assist|assisting)\s+(with|in)\s+/i, verbs: [v('support'), v('contribute'), v('facilitate')] },
  { pattern: /^(i\s+)?(helped|help|helping)\s+/i, verbs: [v('support'), v('enable'), v('guide')] },
  { pattern: /^(i\s+)?(did|do|doing)\s+/i, verbs: [v('perform'), v('complete'), v('carry out', 'carried out')] },
  { pattern: /^(i\s+)?(handled|handle|handling)\s+/i, verbs: [v('manage'), v('resolve'), v('coordinate')] },
];

/** Verbs that take 'to' when they replace 'Helped with'/'Involved in' before a noun. */
export const NEEDS_TO = new Set(['contribute']);

/** General interests, offered after the occupation's own. */
export const GENERAL_INTERESTS = [
  'Reading', 'Traveling', 'Photography', 'Hiking', 'Cooking', 'Volunteering', 'Music',
  'Running', 'Chess', 'Learning Languages', 'Gardening', 'Cycling', 'Yoga', 'Board Games',
  'Painting', 'Swimming', 'Podcasts', 'Writing', 'Camping', 'Team Sports',
];
