/**
 * The first sentence of each Save-the-Cat beat (index = beat index), several phrasings each: what the beat is
 * for, in the theme's words. The sentences that follow it tell what the beat changes. None of them tells a
 * fate (a death, a vanishing, a flight, a change of sides): those are told only where they are recorded.
 */
export const BEAT_OPENINGS: readonly (readonly string[])[] = [
  [
    'In {stage}, among {sight}, {protagonist} keeps to the old routine while {world} still sleeps easy',
    'Morning comes to {stage} as it always has: {sight}, the trade in {trade}, and {protagonist} at work',
    '{protagonist} knows every corner of {stage}, from {sight2} to the last lamp on the wall',
    'Nothing in {stage} hints at what is coming; {protagonist} counts {trade} and listens to idle talk',
    'Before anything breaks, {stage} is a place of {sight}, and {protagonist} is one of its quiet hands',
    'Few in {world} have heard of {stage}, least of all the {adjective} corners where {protagonist} lives',
  ],
  [
    'Over a cold supper in {stage}, {ally} puts the question to {protagonist}: what is {value} worth when it costs something?',
    'An old saying of {stage} reaches {protagonist} again: those who guard {value} pay for it first',
    '{protagonist} hears a stranger in {stage} mock {value}, and cannot let it go',
    'At the well of {stage}, {ally} warns {protagonist} that {value} will soon be tested',
    'Someone in {stage} asks aloud whether {value} still means anything; {protagonist} has no answer yet',
  ],
  [
    'The lines are drawn in {stage}: old debts, older loyalties, and the shadow of {rival} across {contested}',
    '{protagonist} sees how things stand: {rival} leans on {contested}, and {stage} pretends not to notice',
    'Everyone in {stage} has a stake in {contested}, and {protagonist} has more than most',
    'In {stage} the price of {trade} climbs, and people whisper that {rival} wants {contested}',
    'Look closely at {stage} and the cracks show: {sight2}, idle hands, and talk of {peril}',
  ],
  [
    'Then the world tips over, and {stage} wakes to news no one expected',
    'It begins without warning, in the {adjective} hour before dawn',
    'The first blow falls on {contested}, and {protagonist} cannot look away any longer',
    'Everything {protagonist} took for granted in {stage} cracks open at once',
    'The calm breaks: word comes from {contested} that changes everything',
  ],
  [
    '{protagonist} hesitates in {stage}: to act is to risk everything, to wait is to risk more',
    'For a long night {protagonist} weighs {stage} against {contested}, and {ally} argues for caution',
    'Doubt settles over {stage}; {protagonist} asks who would follow if it came to a fight',
    '{protagonist} paces the {adjective} streets of {stage}, arguing with no one and everyone',
    'In {stage} the talk is all of what should be done, and none of it is done',
  ],
  [
    '{protagonist} makes the choice at last, and there is no going back to how things were',
    'The old world of {stage} falls behind as {protagonist} steps into a stranger one',
    'Sides are taken across {world}, and {protagonist} takes one',
    'With the decision made, {protagonist} feels {stage} grow small at their back',
    'No more waiting: {protagonist} commits to the struggle for {contested}',
  ],
  [
    'Away from the noise of the struggle, something quieter begins for {protagonist}',
    'In the lull, {protagonist} finds that the story has a second heart',
    'Among {sight}, {protagonist} meets the bond that will carry the meaning of all this',
    'A different thread winds through {stage} now, gentler and no less dangerous',
    'Between one danger and the next, {protagonist} learns who can be trusted',
  ],
  [
    'This is the struggle {protagonist} signed up for: raids, bargains and {sight}',
    'Ground changes hands around {contested}, and {protagonist} learns the new rules quickly',
    'For a season the fight for {contested} feels almost like a game, won and lost by the day',
    '{protagonist} tastes the new world: small victories, strange allies, the glint of the {symbol}',
    'Around {contested} every road and wall is contested now, and {protagonist} is in the thick of it',
  ],
  [
    'At {contested}, what looks like a turning point raises the stakes for all of {world}',
    'A victory, or something that looks like one, and then the price of it comes due',
    'Halfway through, the truth about {peril} shows its face, and the clock starts running',
    'The middle of the road: {protagonist} stands at {contested} and sees how far there is still to go',
    'Something is won at {contested} and something far greater put at risk',
  ],
  [
    'The enemy regroups, and doubt spreads through every camp around {contested}',
    'Pressure closes in on {protagonist} from every side; old alliances creak',
    'Whispers of treachery reach {stage}, and friends begin to count their friends',
    '{rival} tightens its grip, and even the loyal start to bargain',
    'Hard days: supplies of {trade} run thin and tempers thinner around {protagonist}',
  ],
  [
    'The lowest point comes to {stage} like a winter that will not end',
    'Everything {protagonist} fought for slips away in a single night',
    'All is lost, or seems to be: {stage} wakes to ashes and silence',
    'The worst of {peril} arrives, and {protagonist} cannot stop it',
    'Hope runs out in {stage}, and what remains is counting the cost',
  ],
  [
    'In the dark that follows, {protagonist} sits alone with what has been lost',
    '{protagonist} mourns in {stage}, and in the mourning finds the lesson of it all',
    'Quiet falls over {stage}; {protagonist} remembers why any of this began',
    'For a while {protagonist} does nothing at all, and the silence teaches more than the fighting did',
    '{protagonist} walks {stage} at night, past {sight}, turning the losses over and over',
  ],
  [
    'The answer comes at last, and {protagonist} sees how both stories fit together',
    '{protagonist} rises from despair with a plan built from everything learned',
    'Old friends find their way back to {protagonist}, and a plan takes shape in {stage}',
    'With the lesson learned, {protagonist} gathers whoever will still stand',
    'A plan forms in {stage}, simple and desperate, and {protagonist} means to see it through',
  ],
  [
    'The final confrontation breaks over {contested}',
    '{protagonist} carries the plan to {contested}, and everything is staked on one day',
    'At {contested} the struggle comes to its end, one way or another',
    'The last battle for {contested} is fought in the open, under the sign of the {symbol}',
    'It all comes down to {contested}, and {protagonist} is there to see it settled',
  ],
  [
    '{world} after the storm: {stage} is not what it was, and neither is {protagonist}',
    'The last image mirrors the first: {stage}, {sight}, and {protagonist} changed past knowing',
    'When the dust settles over {stage}, {protagonist} looks out on a different world',
    'Life returns to {stage} in its own way, marked by all that happened',
    'The story closes where it opened, in {stage}, with {protagonist} carrying its weight',
  ],
];

/** Where a beat's thread leads, as an emergent storyline (index = beat index). */
export const BEAT_STORYLINES: readonly (readonly string[])[] = [
  ['Rumours of {peril} reach {stage}.', 'What {stage} has not noticed yet.'],
  ['Who in {stage} still believes in {value}?', 'The question {protagonist} cannot answer.'],
  ['The hold {rival} keeps on {contested}.', 'Old debts in {stage}.'],
  ['What {rival} gains from the upheaval.', 'The first crack in {contested}.'],
  ['The price of doing nothing in {stage}.', 'Who will follow {protagonist}?'],
  ['Word spreads that {protagonist} has chosen a side.', 'The road to {contested}.'],
  ['A bond that carries the theme.', 'The meaning of the {symbol}.'],
  ['Who holds {contested} by nightfall?', 'Strange allies around {protagonist}.'],
  ['The hidden truth behind {peril}.', 'The clock that started at {contested}.'],
  ['A traitor close to {protagonist}.', 'How long the alliances will hold.'],
  ['What is left of {stage}?', 'What {protagonist} still has to lose.'],
  ['The lesson in the loss.', 'The last hope of {stage}.'],
  ['The plan to end it at {contested}.', 'Allies who came back.'],
  ['Who will still stand when it ends?', 'The fate of {contested}.'],
  ['How {world} remembers what happened at {contested}.', 'What grows in the ruins.'],
];

/** What each beat asks of the world, as its first world directive. */
export const BEAT_DIRECTIVES: readonly string[] = [
  'Show daily life in {stage} before anything breaks.',
  'Let the people of {stage} argue over {value}.',
  'Establish the hold {rival} keeps on {contested}.',
  'Make {contested} feel the first blow.',
  'Keep {protagonist} torn between {stage} and {contested}.',
  'Move the story toward {contested}; sides are taken.',
  'Give the second story its own heart.',
  'Let ground change hands around {contested}.',
  'Raise the stakes for all of {world}.',
  'Press {protagonist} from every side; alliances fray.',
  'Take something precious from {protagonist}.',
  'Let silence fall over {stage}.',
  'Gather every remaining ally.',
  'Bring the struggle for {contested} to its end; territory settles.',
  'Mirror the opening image in {stage}, changed.',
];
