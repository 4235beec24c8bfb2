/* eslint-disable lingui/no-unlocalized-strings -- the words a child may write, in English, Kiswahili and French, read by the parser: never shown */
/**
 * The small words the Art Buddy reads around the things it draws (counts, sizes, links, fillers),
 * in English, Kiswahili and French: a child may ask in any of them, whatever the app's language.
 */

/** How many: number words and numerals up to twenty, and a few vague amounts. */
export const COUNTS: Readonly<Record<string, number>> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  twenty: 20,
  hundred: 100,
  million: 1000000,
  'a couple of': 2,
  'a pair of': 2,
  pair: 2,
  couple: 2,
  both: 2,
  'lots of': 3,
  'a lot of': 3,
  many: 3,
  some: 2,
  several: 3,
  few: 3,
  'a few': 3,
  'a bunch of': 3,
  'a group of': 3,
  'a family of': 3,
  'a herd of': 3,
  'a flock of': 3,
  'a school of': 3,
  'a pack of': 3,
  // Kiswahili: the number follows the thing and agrees with it (paka wawili, magari matatu).
  moja: 1, mmoja: 1, kimoja: 1,
  mbili: 2, wawili: 2, viwili: 2, mawili: 2, miwili: 2,
  tatu: 3, watatu: 3, vitatu: 3, matatu: 3, mitatu: 3,
  nne: 4, wanne: 4, vinne: 4, manne: 4, minne: 4,
  tano: 5, watano: 5, vitano: 5, matano: 5, mitano: 5,
  sita: 6, saba: 7, nane: 8, wanane: 8, tisa: 9, kumi: 10, ishirini: 20, mia: 100,
  wengi: 3, mengi: 3, nyingi: 3, vingi: 3, mingi: 3, kadhaa: 3, 'baadhi ya': 2,
  // French
  deux: 2, trois: 3, quatre: 4, cinq: 5, sept: 7, huit: 8, neuf: 9, dix: 10, onze: 11, douze: 12, vingt: 20, cent: 100,
  'plein de': 3, 'beaucoup de': 3, quelques: 2, plusieurs: 3, 'une paire de': 2, 'un groupe de': 3,
  'une famille de': 3, 'un troupeau de': 3, 'une bande de': 3,
};

/** Sizes, as a factor on the thing's height. */
export const SIZES: Readonly<Record<string, number>> = {
  big: 1.3,
  bigger: 1.3,
  large: 1.3,
  huge: 1.4,
  giant: 1.4,
  enormous: 1.4,
  massive: 1.4,
  gigantic: 1.4,
  small: 0.7,
  little: 0.7,
  tiny: 0.6,
  baby: 0.7,
  mini: 0.6,
  teeny: 0.6,
  // Kiswahili (after the thing, agreeing with it)
  kubwa: 1.3, mkubwa: 1.3, wakubwa: 1.3, kikubwa: 1.3, vikubwa: 1.3, makubwa: 1.3, mikubwa: 1.3,
  dogo: 0.7, mdogo: 0.7, wadogo: 0.7, ndogo: 0.7, kidogo: 0.7, vidogo: 0.7, madogo: 0.7, midogo: 0.7,
  // French
  grand: 1.3, grande: 1.3, grands: 1.3, grandes: 1.3, gros: 1.3, grosse: 1.3, grosses: 1.3,
  énorme: 1.4, énormes: 1.4, géant: 1.4, géante: 1.4, géants: 1.4, géantes: 1.4, immense: 1.4, immenses: 1.4,
  petit: 0.7, petite: 0.7, petits: 0.7, petites: 0.7, minuscule: 0.6, minuscules: 0.6, bébé: 0.7,
};

/**
 * Kiswahili and French describe after the thing ("paka mweusi", "une girafe géante"): these words
 * belong to the thing just named, unless it has one of their kind already.
 */
export const AFTER_THE_THING: ReadonlySet<string> = new Set([
  ...'moja mmoja kimoja mbili wawili viwili mawili miwili tatu watatu vitatu matatu mitatu nne wanne vinne manne minne tano watano vitano matano mitano sita saba nane wanane tisa kumi ishirini mia wengi mengi nyingi vingi mingi kadhaa'.split(' '),
  ...'kubwa mkubwa wakubwa kikubwa vikubwa makubwa mikubwa dogo mdogo wadogo ndogo kidogo vidogo madogo midogo'.split(' '),
  ...'grand grande grands grandes gros grosse grosses énorme énormes géant géante géants géantes immense immenses petit petite petits petites minuscule minuscules bébé'.split(' '),
]);

/**
 * How one thing stands to the next: rides or sits on it, is under it, wears it, or simply is next
 * to it. "in" and "with" depend on what follows ("in a car" rides, "in a hat" wears, "in space" is
 * a place; "with a crown" wears, "with a ball" is next to).
 */
export type Link = 'on' | 'in' | 'under' | 'wear' | 'with' | 'and' | 'fly';

export const LINKS: Readonly<Record<string, Link>> = {
  on: 'on',
  onto: 'on',
  upon: 'on',
  'on top of': 'on',
  atop: 'on',
  riding: 'on',
  rides: 'on',
  ride: 'on',
  'riding on': 'on',
  'sitting on': 'on',
  'standing on': 'on',
  'sitting in': 'in',
  driving: 'on',
  drives: 'on',
  drive: 'on',
  sailing: 'on',
  sails: 'on',
  aboard: 'on',
  in: 'in',
  inside: 'in',
  into: 'in',
  under: 'under',
  underneath: 'under',
  beneath: 'under',
  below: 'under',
  wearing: 'wear',
  wears: 'wear',
  wear: 'wear',
  'dressed in': 'wear',
  with: 'with',
  has: 'with',
  have: 'with',
  having: 'with',
  holding: 'and',
  and: 'and',
  '&': 'and',
  plus: 'and',
  also: 'and',
  'next to': 'and',
  beside: 'and',
  besides: 'and',
  near: 'and',
  by: 'and',
  behind: 'and',
  'in front of': 'and',
  over: 'and',
  above: 'and',
  around: 'and',
  at: 'and',
  to: 'and',
  from: 'and',
  against: 'and',
  between: 'and',
  versus: 'and',
  vs: 'and',
  or: 'and',
  flying: 'fly',
  flies: 'fly',
  fly: 'fly',
  soaring: 'fly',
  floating: 'fly',
  'with wings': 'fly',
  // Kiswahili
  'juu ya': 'on', kwenye: 'on', akiendesha: 'on', anaendesha: 'on', wanaendesha: 'on', akipanda: 'on', anapanda: 'on', amepanda: 'on',
  ndani: 'in', 'ndani ya': 'in', katika: 'in', 'chini ya': 'under', chini: 'under',
  amevaa: 'wear', aliyevaa: 'wear', anayevaa: 'wear', wamevaa: 'wear', waliovaa: 'wear', akivaa: 'wear', amevalia: 'wear',
  na: 'with', mwenye: 'with', wenye: 'with', 'pamoja na': 'and', 'karibu na': 'and', 'kando ya': 'and',
  'mbele ya': 'and', 'nyuma ya': 'and', kwa: 'and', au: 'and', pia: 'and', kisha: 'and',
  anaruka: 'fly', wanaruka: 'fly', akiruka: 'fly', anapaa: 'fly', akipaa: 'fly',
  // French
  sur: 'on', 'sur le dos de': 'on', 'à': 'on', chevauche: 'on', chevauchant: 'on', conduit: 'on', conduisant: 'on', 'qui conduit': 'on',
  dans: 'in', en: 'in', 'à l intérieur de': 'in', sous: 'under', 'en dessous de': 'under', 'au dessous de': 'under',
  porte: 'wear', portent: 'wear', portant: 'wear', 'qui porte': 'wear', 'qui portent': 'wear', 'habillé de': 'wear', 'habillée de': 'wear',
  avec: 'with', et: 'and', 'à côté de': 'and', 'à côté d': 'and', 'près de': 'and', 'près d': 'and', derrière: 'and', devant: 'and',
  'au dessus de': 'and', contre: 'and', ou: 'and', puis: 'and', vole: 'fly', volent: 'fly', 'qui vole': 'fly', 'qui volent': 'fly',
};

/** "flying" before a thing ("a flying pig") makes it fly, and so do wings ("a pig with wings"). */
export const FLYING_WORDS: ReadonlySet<string> = new Set([
  ...['flying', 'winged', 'wings', 'wing', 'soaring', 'floating'],
  ...['anayeruka', 'wanaoruka', 'inayoruka', 'zinazoruka', 'kinachoruka', 'linaloruka', 'yanayoruka', 'unaoruka', 'anayepaa', 'mabawa', 'bawa'],
  ...['volant', 'volante', 'volants', 'volantes', 'ailé', 'ailée', 'ailés', 'ailées', 'ailes', 'aile'],
]);

/** Words after which the child describes rather than names ("a cat that is happy"). */
export const DESCRIBING: ReadonlySet<string> = new Set([
  'is',
  'are',
  'was',
  'were',
  'be',
  'being',
  'that',
  'who',
  'which',
  'looks',
  'look',
  'looking',
  'seems',
  'feels',
  'named',
  'called',
  'its',
  "it's",
  ...['ambaye', 'ambao', 'ambacho', 'ambalo', 'ambayo', 'ni', 'anaitwa', 'yuko'],
  ...['qui', 'est', 'sont', 'était', 'ressemble', 'appelle', 'appelé', 'appelée', 'nommé', 'nommée'],
]);

/** Verbs that link two things ("a cat chasing a mouse"); any other word ending in "ing" does too. */
export const VERBS: ReadonlySet<string> = new Set(
  'eat eats eating ate chase chases play plays jump jumps jumping run runs sit sits stand stands swim swims swimming hug hugs hold holds kiss kisses watch watches see sees meet meets find finds dance dances sleep sleeps sleeping sing sings read reads climb climbs climbing push pushes pull pulls carry carries race races fight fights kick kicks throw throws catch catches love loves likes walk walks walking go goes going went hide hides hiding look looks live lives living'.split(
    ' ',
  ).concat(
    // Kiswahili
    'anakula wanakula akila anacheza wanacheza akicheza anakimbia wanakimbia akikimbia anaogelea wanaogelea akiogelea analala amelala wamelala anaimba wanaimba anasoma anafukuza anakimbiza anakumbatia anatazama anaangalia anakutana anapenda amekaa ameketi wamekaa anasimama amesimama anatembea wanatembea anacheza anarusha anadaka'.split(' '),
    // French
    'mange mangent mangeant joue jouent jouant saute sautent sautant court courent courant nage nagent nageant dort dorment dormant chante chantent chantant danse dansent dansant lit grimpe grimpant attrape pousse tire regarde regardent rencontre aime embrasse chasse poursuit marche marchent marchant assis assise debout'.split(' '),
  ),
);

/** Articles and their kin: a noun follows. */
export const DETERMINERS: ReadonlySet<string> = new Set(
  // French ones too: "l'avion" is read as "l" and "avion".
  'a an the my your our his her their this these those that its every each another any un une le la les l des du de d mon ma mes ton ta tes sa ses notre nos votre vos leur leurs ce cet cette ces au aux chaque'.split(
    ' ',
  ),
);

/**
 * Words to skip: asking ("please can you draw me"), the trigger words, pronouns, and describing
 * words the pictures have no way to show (they are not things, so nothing is "left out").
 */
export const SKIPPED: ReadonlySet<string> = new Set(
  (
    'please pls plz can could would will you u me i im i\'m we us let lets let\'s want wanna like love i\'d you\'d i\'ll id also just really very super so too ' +
    'create creates creating created draw draws drawing drew drawn make makes making made image images picture pictures pic pics photo ' +
    'painting paint paints sketch sketches show give do does did try of for about some something anything everything nothing thing things ' +
    'it them they he she him one ones here there now then again yes no not oh hi hello hey ok okay thanks thank cool awesome amazing ' +
    'happy sad angry cute funny silly pretty beautiful nice lovely scary spooky friendly magic magical colourful colorful sparkly shiny ' +
    'fluffy furry fast slow old new young tall short long fat thin round spotty spotted stripy striped smiling laughing crying sleepy ' +
    'hungry brave strong clever fancy wild tame real cool dark light bright pale cheerful adorable awesome best favourite favorite ' +
    'legs leg tail tails eyes eye ears ear nose mouth teeth tooth fur feathers hair horns horn spots stripes paws paw claws face head body ' +
    'colour color colours colors shape shapes kind sort style background scene way lot bit ' +
    // Kiswahili: asking, drawing, the small joining words (ya, wa, za...) and kind words
    'chora nichoree nichorea nichorae unichoree unichorea uchore kuchora mchoro michoro tengeneza nitengenezee unitengenezee onyesha nionyeshe ' +
    'picha tafadhali naomba nataka ningependa unaweza mimi wewe yeye sisi hapa sasa asante habari jambo mambo sana tu ya wa za la cha vya rangi ' +
    'zuri nzuri mzuri wazuri kizuri mrembo mcheshi furaha ' +
    // French: asking, drawing and kind words ("s'il te plaît" is read as "s", "il", "te", "plaît")
    'dessine dessiner dessines dessin dessins fais faire fait crée créer crées montre montrer moi je j veux voudrais peux pourrais ' +
    'tu te il elle s plaît plait svp stp merci image images photo peinture bonjour salut coucou oui non ici là maintenant très vraiment aussi ' +
    'beau belle beaux joli jolie jolis mignon mignonne gentil gentille drôle content contente heureux heureuse triste rigolo couleur couleurs'
  ).split(' '),
);

/** A word that looks like it names a thing we do not know, rather than a verb or a description. */
export function looksLikeAThing(word: string): boolean {
  return word.length > 1 && !/(ing|ed|ly)$/.test(word) && /^\p{L}+$/u.test(word);
}
