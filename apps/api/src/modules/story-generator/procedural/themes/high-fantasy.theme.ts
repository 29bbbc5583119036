import type { Theme } from './theme';

/** The fallback when a world's words point nowhere else. */
export const highFantasyTheme: Theme = {
  id: 'high_fantasy',
  keywords: ['fantasy', 'kingdom', 'dragon', 'elf', 'elves', 'elven', 'dwarf', 'dwarves', 'magic', 'wizard', 'knight', 'realm', 'castle', 'sorcer', 'enchant', 'mythic', 'legend', 'quest'],
  signatureTags: ['magic', 'realm', 'arcane', 'enchanted', 'kingdom', 'legend'],
  placeSyllables: {
    starts: ['El', 'Ar', 'Gal', 'Thal', 'Lor', 'Mi', 'Eld', 'Fa', 'Cal', 'Bri', 'Ily', 'Dun', 'Sil', 'Ae', 'Or', 'Val', 'Ere', 'Tir'],
    middles: ['an', 'ad', 'en', 'il', 'or', 'ma', 'ri', 'the'],
    ends: ['dor', 'oria', 'mere', 'wyn', 'athil', 'gard', 'las', 'ion', 'dell', 'mar', 'ost', 'indel', 'holt', 'ara', 'vale'],
  },
  personSyllables: {
    starts: ['Ael', 'Bran', 'Cae', 'Dar', 'Eli', 'Fin', 'Gwen', 'Isa', 'Lia', 'Mer', 'Ny', 'Ro', 'Ser', 'Tha', 'Ula', 'Wyn'],
    middles: ['a', 'e', 'ri', 'an', 'la', 'do'],
    ends: ['dric', 'wyn', 'lia', 'ion', 'ra', 'mir', 'eth', 'wen', 'dor', 'iel', 'na', 'ric', 'an', 'is'],
  },
  placePrefixes: ['Dragon', 'Star', 'Silver', 'Gold', 'Elder', 'Moon', 'Oak', 'High', 'Crown', 'Sun'],
  placeSuffixes: ['keep', 'vale', 'haven', 'spire', 'ford', 'wood', 'hold', 'fall', 'watch', 'mere'],
  adjectives: ['Ancient', 'Golden', 'Enchanted', 'Silver', 'Verdant', 'Shining', 'Elder', 'Fabled', 'Sunlit', 'Misty', 'Whispering', 'Starlit'],
  locationNouns: {
    region: ['Kingdom', 'Vale', 'Highlands', 'Marches', 'Wildlands', 'Heartlands', 'Dominion', 'Reach'],
    city: ['Citadel', 'Town', 'Keep', 'Market Town', 'City'],
    landmark: ['Tower', 'Ruins', 'Standing Stones', 'Dragon Lair', 'Temple', 'Ancient Bridge', 'Wizard Spire', 'Elven Shrine'],
    wilderness: ['Forest', 'Mountains', 'Marsh', 'Hills', 'Woods', 'Lake', 'Pass', 'Moor'],
  },
  locationTags: {
    region: ['feudal', 'frontier', 'heartland', 'wilds'],
    city: ['trade', 'walled', 'market', 'guilds', 'castle'],
    landmark: ['ruins', 'sacred', 'arcane', 'monument', 'forbidden'],
    wilderness: ['monsters', 'treacherous', 'hunting-grounds', 'bandits', 'fey'],
  },
  sights: ['white towers of the old kingdom above green valleys', 'an ancient forest humming with old magic', 'banners of the realm over stone walls', 'standing stones glowing with enchanted light', "a dragon's shadow over the realm", 'elven lanterns among enchanted trees'],
  trades: ['mithril', 'enchanted silk', 'wine', 'grain', 'dragonbone', 'spell scrolls'],
  perils: ['the waking of a dragon', 'the return of a dark lord', 'the fading of magic', 'an orc horde from the mountains', 'the breaking of the royal line', 'a blight upon the land'],
  factionTypes: ['kingdom', 'order', 'guild', 'cult', 'tribe'],
  factionNouns: {
    kingdom: ['Kingdom', 'Crown', 'High Throne'],
    guild: ["Mages' Guild", "Merchants' Guild", "Thieves' Guild"],
    order: ['Knights', 'Order', 'Wardens'],
    cult: ['Cult', 'Children', 'Circle'],
    tribe: ['Clans', 'Tribe', 'Horde'],
    company: ['Trading Company', 'Free Company'],
  },
  symbols: ['Silver Flame', 'Dragon', 'White Tree', 'Seven Stars', 'Eternal Oak', 'Shattered Crown'],
  values: ['honour and duty', 'the balance of magic', 'the restoration of the old kingdom', 'wealth and trade', 'the freedom of the wild folk'],
  bannerColors: ['#1e3a8a', '#b91c1c', '#15803d', '#ca8a04', '#6b21a8', '#f5f5f4'],
  occupations: ['knight', 'wizard', 'ranger', 'bard', 'blacksmith', 'priestess', 'thief', 'scholar', 'herbalist', 'captain of the guard'],
  traits: ['noble', 'curious', 'proud', 'kind-hearted'],
};
