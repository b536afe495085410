/**
 * Honeymoon and first-night bucket lists (/games/honeymoon-bucket-list, /games/first-night-bucket-list;
 * spec part 2 §2.6, §3, §4, §5, §9). Ticks are kept on the visitor's device (DECISIONS.md), keyed by id,
 * so ids here must never change.
 */

export const HONEYMOON_CATEGORIES = [
  'romantic',
  'adventure',
  'relaxation',
  'cultural',
  'food',
  'intimate',
  'memories',
] as const;
export type HoneymoonCategory = (typeof HONEYMOON_CATEGORIES)[number];

export const HONEYMOON_DIFFICULTIES = ['easy', 'medium', 'challenging'] as const;
export type HoneymoonDifficulty = (typeof HONEYMOON_DIFFICULTIES)[number];

export const HONEYMOON_COSTS = ['low', 'medium', 'high'] as const;
export type HoneymoonCost = (typeof HONEYMOON_COSTS)[number];

export interface HoneymoonIdea {
  readonly id: string;
  readonly title: string;
  readonly description: string;
  readonly category: HoneymoonCategory;
  readonly difficulty: HoneymoonDifficulty;
  readonly location: string;
  readonly estimatedCost: HoneymoonCost;
  readonly bestTime: string;
  /** At least 3; cards show the first BUCKET_TIPS_SHOWN. */
  readonly tips: readonly string[];
  /** Extra tips toggle; at least 2 when present; cards show the first BUCKET_SPICE_TIPS_SHOWN. */
  readonly spiceTips?: readonly string[];
}

export const FIRST_NIGHT_CATEGORIES = [
  'preparation',
  'romantic',
  'intimate',
  'connection',
  'memories',
  'comfort',
] as const;
export type FirstNightCategory = (typeof FIRST_NIGHT_CATEGORIES)[number];

export const FIRST_NIGHT_DIFFICULTIES = ['easy', 'medium', 'special'] as const;
export type FirstNightDifficulty = (typeof FIRST_NIGHT_DIFFICULTIES)[number];

export type SweetLevel = 1 | 2 | 3 | 4 | 5;

export interface FirstNightIdea {
  readonly id: string;
  readonly title: string;
  readonly description: string;
  readonly category: FirstNightCategory;
  readonly difficulty: FirstNightDifficulty;
  readonly duration: string;
  readonly sweetLevel: SweetLevel;
  readonly tips: readonly string[];
  readonly spiceTips?: readonly string[];
}

export const FIRST_NIGHT_LEVEL_IDS = ['gentle', 'romantic', 'passionate'] as const;
export type FirstNightLevelId = (typeof FIRST_NIGHT_LEVEL_IDS)[number];

export interface FirstNightLevel {
  readonly id: FirstNightLevelId;
  readonly label: string;
  readonly maxSweetLevel: SweetLevel;
}

/** Spec §5: Gentle shows sweetLevel up to 3, Romantic up to 4, any other level up to 5. */
export const FIRST_NIGHT_LEVELS: readonly FirstNightLevel[] = [
  { id: 'gentle', label: 'Gentle', maxSweetLevel: 3 },
  { id: 'romantic', label: 'Romantic', maxSweetLevel: 4 },
  { id: 'passionate', label: 'Passionate', maxSweetLevel: 5 },
];

/** Spec §9: cards show the first 3 tips and the first 2 extra tips. */
export const BUCKET_TIPS_SHOWN = 3;
export const BUCKET_SPICE_TIPS_SHOWN = 2;
export const HONEYMOON_IDEA_TARGET = 45;
export const FIRST_NIGHT_IDEA_TARGET = 35;

export const HONEYMOON_IDEAS: readonly HoneymoonIdea[] = [
  // romantic
  {
    id: 'hm-sunset-toast',
    title: 'Sunset Toast on the Sand',
    description: 'Find a quiet stretch of beach as the sun drops and raise a glass to the first days of your marriage.',
    category: 'romantic',
    difficulty: 'easy',
    location: 'Beach',
    estimatedCost: 'low',
    bestTime: 'Sunset',
    tips: [
      'Check the sunset time the day before and arrive twenty minutes early.',
      'Bring a blanket and two real glasses rather than paper cups.',
      'Take one photo, then put the phones face down.',
    ],
    spiceTips: [
      'Pack a light wrap and stay until the first stars appear.',
      'Whisper one promise that did not make it into your vows.',
    ],
  },
  {
    id: 'hm-private-dinner',
    title: 'Private Dinner Under the Stars',
    description: 'A table set just for two on a terrace, a rooftop or the sand, with nobody else in sight.',
    category: 'romantic',
    difficulty: 'medium',
    location: 'Resort terrace or private beach',
    estimatedCost: 'high',
    bestTime: 'A clear evening',
    tips: [
      'Book a few days ahead; many resorts arrange this on request.',
      'Mention you are on honeymoon, as small extras often appear.',
      'Ask for an unhurried pace between courses.',
    ],
    spiceTips: [
      'Wear the outfit you know makes them look twice.',
      'Ask for dessert to be sent to your room instead.',
    ],
  },
  {
    id: 'hm-balcony-dance',
    title: 'A Dance With No Audience',
    description: 'Slow-dance on your balcony or in your room to the songs from your wedding, this time with no one watching.',
    category: 'romantic',
    difficulty: 'easy',
    location: 'Your balcony or suite',
    estimatedCost: 'low',
    bestTime: 'Late evening',
    tips: [
      'Save your wedding playlist for offline listening before you travel.',
      'Dim every light but one.',
      'Dance barefoot; it is more comfortable and more tender.',
    ],
  },
  {
    id: 'hm-private-promise',
    title: 'A Private Promise',
    description: 'On your first morning as newlyweds, trade a short promise meant only for each other\'s ears.',
    category: 'romantic',
    difficulty: 'easy',
    location: 'Anywhere quiet',
    estimatedCost: 'low',
    bestTime: 'First morning',
    tips: [
      'Keep it to three sentences so it stays easy to remember.',
      'Make it about everyday life: how you will handle bad days, lazy Sundays, tired evenings.',
      'Write it down afterwards and keep it with your wedding things.',
    ],
  },
  {
    id: 'hm-sunrise',
    title: 'Watch the Sun Come Up',
    description: 'Wake before dawn and watch your first honeymoon sunrise wrapped in one blanket.',
    category: 'romantic',
    difficulty: 'medium',
    location: 'A viewpoint or the shore',
    estimatedCost: 'low',
    bestTime: 'Dawn',
    tips: [
      'Set two alarms, and lay out clothes the night before.',
      'Bring coffee or tea in a flask.',
      'Plan a nap afterwards; you are on holiday.',
    ],
  },
  {
    id: 'hm-golden-hour-boat',
    title: 'Golden-Hour Boat Ride',
    description: 'A small boat, a gondola or a sailing trip just as the light turns gold over the water.',
    category: 'romantic',
    difficulty: 'medium',
    location: 'Harbour, lake or canal',
    estimatedCost: 'medium',
    bestTime: 'The hour before sunset',
    tips: [
      'Choose a small or private boat over a crowded tour.',
      'Take a layer; it cools quickly on the water.',
      'Ask the skipper to take one photo of you together.',
    ],
  },
  {
    id: 'hm-petal-welcome',
    title: 'The Petal Welcome',
    description: 'Arrange for your room to be waiting with petals, candles and something chilled when you first arrive.',
    category: 'romantic',
    difficulty: 'easy',
    location: 'Your suite',
    estimatedCost: 'medium',
    bestTime: 'Arrival day',
    tips: [
      'Email the hotel before you travel; most can set this up.',
      'Ask for flameless candles if you might fall asleep.',
      'Keep the surprise from your partner if you can.',
    ],
    spiceTips: [
      'Add a handwritten card inviting them to an early night.',
      'Have your shared playlist ready to play the moment the door closes.',
    ],
  },
  // adventure
  {
    id: 'hm-reef-snorkel',
    title: 'Snorkel a Coral Reef',
    description: 'Float hand in hand above bright fish and coral, the world gone quiet except for your breathing.',
    category: 'adventure',
    difficulty: 'medium',
    location: 'Tropical coast',
    estimatedCost: 'medium',
    bestTime: 'Morning, when the sea is calm',
    tips: [
      'Use reef-safe sunscreen and a rash vest.',
      'Agree a few hand signals before you dive in.',
      'Join a small guided trip if either of you is new to it.',
    ],
  },
  {
    id: 'hm-waterfall-hike',
    title: 'Hike to a Hidden Waterfall',
    description: 'Earn a cool swim at the end of a trail, with a picnic waiting in your backpack.',
    category: 'adventure',
    difficulty: 'challenging',
    location: 'Mountains or rainforest',
    estimatedCost: 'low',
    bestTime: 'Early morning',
    tips: [
      'Check the trail conditions and tell someone your route.',
      'Wear proper shoes and pack plenty of water.',
      'Bring a microfiber towel for after the swim.',
    ],
  },
  {
    id: 'hm-balloon-dawn',
    title: 'Hot-Air Balloon at Dawn',
    description: 'Drift over the landscape as the sun rises, then land to a breakfast toast.',
    category: 'adventure',
    difficulty: 'medium',
    location: 'Countryside, valley or desert',
    estimatedCost: 'high',
    bestTime: 'Sunrise',
    tips: [
      'Book for early in the trip in case weather forces a reschedule.',
      'Dress in layers; it is cold before sunrise and warm after.',
      'Ask whether flights can be private or shared.',
    ],
  },
  {
    id: 'hm-taster-dive',
    title: 'First Scuba Dive Together',
    description: 'Take a beginner\'s dive with an instructor and share the strangeness of breathing underwater.',
    category: 'adventure',
    difficulty: 'challenging',
    location: 'Coastal dive centre',
    estimatedCost: 'high',
    bestTime: 'Calm-water season',
    tips: [
      'Choose a certified dive centre with good reviews.',
      'Be honest on the health form.',
      'Avoid flying within a day of diving.',
    ],
  },
  {
    id: 'hm-kayak-cove',
    title: 'Kayak to a Secluded Cove',
    description: 'Paddle a double kayak along the coast to a beach you can only reach from the water.',
    category: 'adventure',
    difficulty: 'medium',
    location: 'Coastline',
    estimatedCost: 'medium',
    bestTime: 'Morning, before the wind picks up',
    tips: [
      'Pack a dry bag with water, snacks and sunscreen.',
      'Let the stronger paddler sit at the back to steer.',
      'Check tide times before you set off.',
    ],
    spiceTips: [
      'If the cove is truly yours, stay for a long, lazy kiss in the shallows.',
      'Bring a sarong that doubles as a blanket.',
    ],
  },
  {
    id: 'hm-canopy-zipline',
    title: 'Zip Through the Canopy',
    description: 'Fly over the treetops on a zip-line course, cheering each other on from every platform.',
    category: 'adventure',
    difficulty: 'medium',
    location: 'Rainforest adventure park',
    estimatedCost: 'medium',
    bestTime: 'Dry afternoon',
    tips: [
      'Wear closed shoes and tie back long hair.',
      'Ask if you can go one after the other to film each other.',
      'Leave loose items in a locker.',
    ],
  },
  {
    id: 'hm-horseback-sunset',
    title: 'Ride Into the Sunset',
    description: 'A gentle guided horseback ride along a beach or through the hills as the day winds down.',
    category: 'adventure',
    difficulty: 'medium',
    location: 'Beach or countryside',
    estimatedCost: 'medium',
    bestTime: 'Late afternoon',
    tips: [
      'Tell the guide your experience level so they match your horses.',
      'Wear long trousers.',
      'Book a small group or a private ride.',
    ],
  },
  // relaxation
  {
    id: 'hm-couples-spa',
    title: 'Couples\' Spa Ritual',
    description: 'Side-by-side treatments followed by time in the steam room and a long rest with herbal tea.',
    category: 'relaxation',
    difficulty: 'easy',
    location: 'Resort or day spa',
    estimatedCost: 'high',
    bestTime: 'Mid-trip',
    tips: [
      'Book the couples\' suite if it is available.',
      'Arrive early to use the pools and saunas.',
      'Keep the rest of the day free.',
    ],
    spiceTips: [
      'Ask the therapist for the name of the oil and buy a bottle for home; just remember oil and latex condoms are not friends.',
      'Continue the massage in your room that evening.',
    ],
  },
  {
    id: 'hm-no-plans-day',
    title: 'A Day With No Plans',
    description: 'No alarms, no bookings, no itinerary: just see where the day takes you.',
    category: 'relaxation',
    difficulty: 'easy',
    location: 'Anywhere',
    estimatedCost: 'low',
    bestTime: 'Mid-trip',
    tips: [
      'Schedule it, ironically, so nothing else crowds it out.',
      'Leave watches and phones in the room for the morning.',
      'Follow whichever of you has the better idea at each moment.',
    ],
    spiceTips: [
      'Breakfast in bed can easily turn into lunch in bed.',
      'Hang the do-not-disturb sign and mean it.',
    ],
  },
  {
    id: 'hm-hammock-afternoon',
    title: 'A Hammock for Two',
    description: 'Squeeze into one hammock in the shade and doze to the sound of the sea or the trees.',
    category: 'relaxation',
    difficulty: 'easy',
    location: 'Beach or garden',
    estimatedCost: 'low',
    bestTime: 'Afternoon',
    tips: [
      'Get in from the middle to avoid being tipped out.',
      'Bring cold drinks before you settle.',
      'Bring a book you can read aloud.',
    ],
  },
  {
    id: 'hm-hot-springs',
    title: 'Soak in Natural Hot Springs',
    description: 'Warm mineral pools outdoors, steam rising, the two of you melting into the water.',
    category: 'relaxation',
    difficulty: 'medium',
    location: 'Volcanic or mountain region',
    estimatedCost: 'medium',
    bestTime: 'Evening',
    tips: [
      'Go at opening time or late evening to avoid crowds.',
      'Drink water between soaks.',
      'Respect local bathing etiquette.',
    ],
  },
  {
    id: 'hm-floating-breakfast',
    title: 'Floating Breakfast',
    description: 'A tray of fruit, pastries and coffee floating beside you in your private pool.',
    category: 'relaxation',
    difficulty: 'easy',
    location: 'Villa with a private pool',
    estimatedCost: 'medium',
    bestTime: 'Late morning',
    tips: [
      'Order it the night before.',
      'Take photos early, before the pastries go soggy.',
      'Eat in the shade to keep cool.',
    ],
  },
  {
    id: 'hm-water-reading',
    title: 'Read by the Water',
    description: 'Two loungers, two books, one shared view, and an hour of companionable quiet.',
    category: 'relaxation',
    difficulty: 'easy',
    location: 'Pool, lake or beach',
    estimatedCost: 'low',
    bestTime: 'Any afternoon',
    tips: [
      'Pack paperbacks you have both been saving.',
      'Read aloud any line that makes you think of each other.',
      'Swap books on the last day.',
    ],
  },
  // cultural
  {
    id: 'hm-local-dance',
    title: 'Learn a Local Dance',
    description: 'Take a beginner\'s class in the dance of the place you are visiting, from salsa to tango to hula.',
    category: 'cultural',
    difficulty: 'medium',
    location: 'Local dance school',
    estimatedCost: 'low',
    bestTime: 'Evening',
    tips: [
      'Wear shoes that can turn easily.',
      'Book a private lesson if you are shy.',
      'Practice the steps back in your room.',
    ],
    spiceTips: [
      'Dance the same steps at home after dinner, much closer than the teacher showed you.',
      'Let whoever leads surprise the other with one new move.',
    ],
  },
  {
    id: 'hm-old-town-walk',
    title: 'Get Lost in the Old Town',
    description: 'Wander the oldest streets with no map, stopping wherever something catches your eye.',
    category: 'cultural',
    difficulty: 'easy',
    location: 'Historic quarter',
    estimatedCost: 'low',
    bestTime: 'Early morning',
    tips: [
      'Go before the tour groups arrive.',
      'Stop for coffee somewhere locals are sitting.',
      'Look up: the best details are above eye level.',
    ],
  },
  {
    id: 'hm-craft-workshop',
    title: 'Make Something Together',
    description: 'Join a local workshop in pottery, weaving or glass and bring home something you made side by side.',
    category: 'cultural',
    difficulty: 'medium',
    location: 'Local studio',
    estimatedCost: 'medium',
    bestTime: 'Afternoon',
    tips: [
      'Ask whether pieces can be shipped home after firing.',
      'Make one thing each and one thing together.',
      'Wear clothes you do not mind getting messy.',
    ],
  },
  {
    id: 'hm-night-market',
    title: 'Night Market Wander',
    description: 'Stroll through stalls of lanterns, crafts and sizzling food as the evening comes alive.',
    category: 'cultural',
    difficulty: 'easy',
    location: 'Local night market',
    estimatedCost: 'low',
    bestTime: 'Evening',
    tips: [
      'Carry small change.',
      'Hold hands in the crowds.',
      'Buy one small keepsake each for the other.',
    ],
  },
  {
    id: 'hm-ten-words',
    title: 'Learn Ten Words Together',
    description: 'Pick up ten words of the local language and use them all before you leave.',
    category: 'cultural',
    difficulty: 'easy',
    location: 'Anywhere',
    estimatedCost: 'low',
    bestTime: 'The first days',
    tips: [
      'Start with hello, thank you, delicious and beautiful.',
      'Quiz each other at dinner.',
      'Learn how to say "my love" and "my partner".',
    ],
  },
  {
    id: 'hm-local-festival',
    title: 'Join a Local Festival',
    description: 'Time a day of your trip to a festival, concert or celebration and join in like locals.',
    category: 'cultural',
    difficulty: 'medium',
    location: 'Town square or festival grounds',
    estimatedCost: 'medium',
    bestTime: 'Whenever the local calendar allows',
    tips: [
      'Look up the events calendar before you book.',
      'Agree a meeting spot in case you get separated.',
      'Try the festival food, whatever it is.',
    ],
  },
  // food
  {
    id: 'hm-cooking-class',
    title: 'Cooking Class for Two',
    description: 'Learn a signature local dish together, then sit down to eat what you made.',
    category: 'food',
    difficulty: 'medium',
    location: 'Cooking school or family kitchen',
    estimatedCost: 'medium',
    bestTime: 'Afternoon',
    tips: [
      'Choose a class that starts with a market visit.',
      'Ask for the recipe to take home.',
      'Cook it again on your first anniversary.',
    ],
  },
  {
    id: 'hm-street-food-crawl',
    title: 'Street-Food Crawl',
    description: 'Share one bite of everything on a long walk between stalls, voting on the best.',
    category: 'food',
    difficulty: 'easy',
    location: 'Food streets and markets',
    estimatedCost: 'low',
    bestTime: 'Evening',
    tips: [
      'Follow the longest queue of locals.',
      'Share everything so you can try more.',
      'Carry wet wipes and water.',
    ],
  },
  {
    id: 'hm-tasting',
    title: 'Vineyard or Tea Estate Tasting',
    description: 'Taste your way through local wines or teas, and pick one to open on a future anniversary.',
    category: 'food',
    difficulty: 'easy',
    location: 'Vineyard or tea estate',
    estimatedCost: 'medium',
    bestTime: 'Afternoon',
    tips: [
      'Book a tour with a guide who loves their craft.',
      'Eat a proper lunch first.',
      'Arrange transport if you are tasting wine.',
    ],
  },
  {
    id: 'hm-daily-breakfast-in-bed',
    title: 'Breakfast in Bed, Every Day',
    description: 'Make every honeymoon morning start slowly, with breakfast delivered to the pillows.',
    category: 'food',
    difficulty: 'easy',
    location: 'Your suite',
    estimatedCost: 'medium',
    bestTime: 'Every morning',
    tips: [
      'Fill in the room-service card the night before.',
      'Ask for it a little later than you think you need.',
      'Open the curtains before it arrives for the view.',
    ],
    spiceTips: [
      'Answer the door in your robe, then go straight back to bed.',
      'Feed each other the last strawberry.',
    ],
  },
  {
    id: 'hm-orchard-picnic',
    title: 'Pick Your Own Picnic',
    description: 'Gather fresh fruit at a farm or orchard and eat it in the shade of the trees.',
    category: 'food',
    difficulty: 'easy',
    location: 'Farm or orchard',
    estimatedCost: 'low',
    bestTime: 'Morning',
    tips: [
      'Check the harvest season before you go.',
      'Bring bread and cheese from a local shop.',
      'Pack a blanket and a knife.',
    ],
  },
  {
    id: 'hm-splurge-dinner',
    title: 'One Unforgettable Dinner',
    description: 'Save up for one truly special restaurant and make a night of it, dressed to the nines.',
    category: 'food',
    difficulty: 'challenging',
    location: 'A renowned restaurant',
    estimatedCost: 'high',
    bestTime: 'Last night of the trip',
    tips: [
      'Book well in advance; the best places fill months ahead.',
      'Mention dietary needs when booking.',
      'Ask for a table with a view or in a quiet corner.',
    ],
    spiceTips: [
      'Hold hands under the table between courses.',
      'Walk back slowly and let the night continue in your room.',
    ],
  },
  // intimate
  {
    id: 'hm-candlelit-bath',
    title: 'Candlelit Bath for Two',
    description: 'A deep bath, warm light and a chilled drink for a long, slow soak together.',
    category: 'intimate',
    difficulty: 'easy',
    location: 'Your suite',
    estimatedCost: 'low',
    bestTime: 'Evening',
    tips: [
      'Pack bath salts from home; leave the bath oils behind if you plan to use condoms, as oil weakens latex.',
      'Use flameless candles if the bathroom is small.',
      'Keep warm towels within reach.',
    ],
    spiceTips: [
      'Take turns washing each other\'s hair, slowly.',
      'Let the bath be as long and as lazy as you both like.',
    ],
  },
  {
    id: 'hm-massage-lesson',
    title: 'Learn to Massage Each Other',
    description: 'Book a couples\' massage class and practice your new skills that evening.',
    category: 'intimate',
    difficulty: 'medium',
    location: 'Resort spa',
    estimatedCost: 'medium',
    bestTime: 'Mid-trip',
    tips: [
      'Ask the therapist to show you two or three simple strokes.',
      'Buy a small bottle of the oil they use, and keep it apart from anything latex.',
      'Take turns on different evenings so both get to relax fully.',
    ],
    spiceTips: [
      'Light a candle well away from the bedding and put on the spa music in your room.',
      'Let the massage last as long as the receiver wants.',
    ],
  },
  {
    id: 'hm-lazy-morning',
    title: 'The Lazy Morning',
    description: 'Stay tangled in the sheets until late morning, talking, dozing and doing exactly what you like.',
    category: 'intimate',
    difficulty: 'easy',
    location: 'Your suite',
    estimatedCost: 'low',
    bestTime: 'Any morning',
    tips: [
      'Hang the do-not-disturb sign the night before.',
      'Keep water and fruit by the bed.',
      'Leave the curtains open a crack for soft light.',
    ],
    spiceTips: [
      'Agree that nobody is allowed to get up before noon.',
      'Wake them with slow kisses along the shoulder.',
    ],
  },
  {
    id: 'hm-private-pool-night',
    title: 'A Moonlit Private Pool',
    description: 'When your villa has a truly private pool, take a late-night swim under the stars.',
    category: 'intimate',
    difficulty: 'easy',
    location: 'Villa with a private pool',
    estimatedCost: 'high',
    bestTime: 'After dark',
    tips: [
      'Check that the pool really is private and not overlooked.',
      'Keep towels and robes poolside.',
      'Turn off the pool lights for starlight only.',
    ],
    spiceTips: [
      'Bring two glasses and leave everything else indoors.',
      'Float on your backs holding hands and count shooting stars.',
    ],
  },
  {
    id: 'hm-surprise-outfit',
    title: 'The Surprise Outfit',
    description: 'Pack something they have never seen you in, and reveal it on an evening of your choosing.',
    category: 'intimate',
    difficulty: 'easy',
    location: 'Anywhere',
    estimatedCost: 'low',
    bestTime: 'Any evening',
    tips: [
      'Choose comfort and confidence over what you think is expected.',
      'Keep it hidden at the bottom of your case.',
      'Pair the reveal with their favourite song.',
    ],
    spiceTips: [
      'Send a message from the bathroom: "close your eyes".',
      'Let them unwrap the surprise slowly.',
    ],
  },
  {
    id: 'hm-yes-night',
    title: 'The Wish Night',
    description: 'Each of you writes one wish for a night together, within what you are both happy with, and makes the other\'s come true.',
    category: 'intimate',
    difficulty: 'easy',
    location: 'Your suite',
    estimatedCost: 'low',
    bestTime: 'Mid-trip',
    tips: [
      'Talk through both wishes before you start, and adjust as you like.',
      'Either wish can be swapped for another, no explanation needed.',
      'Keep the mood playful rather than serious.',
    ],
    spiceTips: [
      'Seal your wishes in envelopes and swap them at dinner.',
      'Save one wish for the first night back home.',
    ],
  },
  {
    id: 'hm-skylight-stars',
    title: 'Stars Above the Bed',
    description: 'Book a room with a skylight, an open-air bed or a glass roof and fall asleep under the sky.',
    category: 'intimate',
    difficulty: 'medium',
    location: 'Treehouse, bubble tent or skylight suite',
    estimatedCost: 'high',
    bestTime: 'A clear, moonless night',
    tips: [
      'Check the moon phase for the darkest sky.',
      'Pack an eye mask for the sunrise.',
      'Download a star map app before you arrive.',
    ],
  },
  // memories
  {
    id: 'hm-photographer',
    title: 'An Hour With a Photographer',
    description: 'Book a local photographer for relaxed portraits in the most beautiful spot of your trip.',
    category: 'memories',
    difficulty: 'medium',
    location: 'A scenic spot',
    estimatedCost: 'high',
    bestTime: 'Golden hour',
    tips: [
      'Look through portfolios for a natural, candid style.',
      'Bring one outfit change.',
      'Ask for a few photos where you just talk and forget the camera.',
    ],
  },
  {
    id: 'hm-journal',
    title: 'The Honeymoon Journal',
    description: 'Write a few lines each night, taking turns, so the trip lives on in both your handwriting.',
    category: 'memories',
    difficulty: 'easy',
    location: 'Anywhere',
    estimatedCost: 'low',
    bestTime: 'Every night',
    tips: [
      'Buy a notebook on the first day from a local shop.',
      'Write one favourite moment each.',
      'Tuck in receipts, tickets and pressed flowers.',
    ],
  },
  {
    id: 'hm-daily-keepsake',
    title: 'A Keepsake a Day',
    description: 'Collect one small thing each day, a shell, a coaster, a postcard, for a jar at home.',
    category: 'memories',
    difficulty: 'easy',
    location: 'Anywhere',
    estimatedCost: 'low',
    bestTime: 'Every day',
    tips: [
      'Label each keepsake with the date.',
      'Take turns choosing.',
      'Pick a clear jar at home to display them.',
    ],
  },
  {
    id: 'hm-anniversary-letters',
    title: 'Letters for Your First Anniversary',
    description: 'Write each other a letter on your last night, sealed until your first anniversary.',
    category: 'memories',
    difficulty: 'easy',
    location: 'Your suite',
    estimatedCost: 'low',
    bestTime: 'The last night',
    tips: [
      'Write about who you hope to be in a year.',
      'Add a photo from the trip.',
      'Seal and date the envelopes and store them together.',
    ],
  },
  {
    id: 'hm-recreate-wedding-photo',
    title: 'Recreate a Wedding Photo',
    description: 'Strike the pose from your favourite wedding photo somewhere completely new.',
    category: 'memories',
    difficulty: 'easy',
    location: 'Anywhere photogenic',
    estimatedCost: 'low',
    bestTime: 'Any day',
    tips: [
      'Save the original photo on your phone.',
      'Ask a passer-by or use a small tripod.',
      'Print both side by side when you get home.',
    ],
  },
  {
    id: 'hm-future-video',
    title: 'A Message to Your Future Selves',
    description: 'Record a short video about the trip and your hopes, to watch on your tenth anniversary.',
    category: 'memories',
    difficulty: 'easy',
    location: 'Anywhere',
    estimatedCost: 'low',
    bestTime: 'The final day',
    tips: [
      'Film it somewhere with a view.',
      'Take turns asking each other questions.',
      'Back it up somewhere safe and set a reminder.',
    ],
  },
];

export const FIRST_NIGHT_IDEAS: readonly FirstNightIdea[] = [
  // preparation
  {
    id: 'fn-pack-a-bag',
    title: 'Pack a First-Night Bag',
    description: 'A small bag with everything you will need after the celebration, ready and waiting.',
    category: 'preparation',
    difficulty: 'easy',
    duration: '20 minutes',
    sweetLevel: 1,
    tips: [
      'Include comfortable sleepwear and something a little special.',
      'Add toiletries, chargers and any medication.',
      'Pack snacks and water for when the adrenaline fades.',
    ],
  },
  {
    id: 'fn-late-checkout',
    title: 'Book a Late Check-Out',
    description: 'Ask for a late check-out so the morning after can be as slow as you want.',
    category: 'preparation',
    difficulty: 'easy',
    duration: '5 minutes',
    sweetLevel: 2,
    tips: [
      'Request it when you book, then confirm on arrival.',
      'Mention that it is your wedding night.',
      'Order breakfast in so you do not have to rush down.',
    ],
  },
  {
    id: 'fn-eat-first',
    title: 'Plan a Proper Meal',
    description: 'Couples often barely eat at their own wedding, so arrange food for when you finally get to your room.',
    category: 'preparation',
    difficulty: 'easy',
    duration: '10 minutes to arrange',
    sweetLevel: 1,
    tips: [
      'Ask the caterer to box up a plate of the wedding meal for you.',
      'Check room-service hours in advance.',
      'Keep a bag of your favourite snacks in the room.',
    ],
  },
  {
    id: 'fn-room-set-up',
    title: 'Have the Room Set Up',
    description: 'Ask a friend or the hotel to prepare the room while you celebrate: lights, music, something chilled.',
    category: 'preparation',
    difficulty: 'medium',
    duration: '30 minutes for a helper',
    sweetLevel: 3,
    tips: [
      'Give a trusted friend a short list and a spare key.',
      'Choose flameless candles so nothing needs watching.',
      'Leave the playlist queued on a small speaker.',
    ],
  },
  {
    id: 'fn-no-pressure-talk',
    title: 'Agree There Is No Script',
    description: 'Before the big day, agree that the night can be whatever you both feel like, including simply sleeping.',
    category: 'preparation',
    difficulty: 'easy',
    duration: '15 minutes',
    sweetLevel: 2,
    tips: [
      'Have the chat a few days before, when you are both relaxed.',
      'Say out loud that tired is allowed and nobody will be disappointed.',
      'Share one thing you are looking forward to, big or small.',
    ],
  },
  {
    id: 'fn-suitcase-surprise',
    title: 'Hide a Surprise in the Suitcase',
    description: 'Slip a small gift or a note into their bag for them to find when they unpack.',
    category: 'preparation',
    difficulty: 'easy',
    duration: '15 minutes',
    sweetLevel: 3,
    tips: [
      'Keep it small and light.',
      'A handwritten note is enough on its own.',
      'Hide it among the first things they will reach for.',
    ],
  },
  // romantic
  {
    id: 'fn-threshold',
    title: 'Over the Threshold',
    description: 'Carry them across the doorway, or walk in hand in hand, and mark the first step into married life.',
    category: 'romantic',
    difficulty: 'easy',
    duration: '1 minute',
    sweetLevel: 3,
    tips: [
      'Check the doorway is clear of bags first.',
      'Lift with your legs, or make it a joint leap instead.',
      'Ask someone to take a photo if you would like one.',
    ],
  },
  {
    id: 'fn-private-first-dance',
    title: 'A Private First Dance',
    description: 'Dance to your wedding song again, this time alone together with the lights low.',
    category: 'romantic',
    difficulty: 'easy',
    duration: '5 minutes',
    sweetLevel: 4,
    tips: [
      'Have the song ready to play.',
      'Kick off your shoes first.',
      'Forget the choreography and just hold each other.',
    ],
    spiceTips: [
      'Dance closer than you did in front of your guests.',
      'Let the song repeat as long as you like.',
    ],
  },
  {
    id: 'fn-balcony-toast',
    title: 'A Toast Just for Two',
    description: 'Open a bottle on the balcony or by the window and toast the day you just shared.',
    category: 'romantic',
    difficulty: 'easy',
    duration: '15 minutes',
    sweetLevel: 3,
    tips: [
      'Ask the hotel to have it chilled and waiting.',
      'Non-alcoholic bubbles are just as festive.',
      'Each make a toast to one moment from the day.',
    ],
  },
  {
    id: 'fn-wedding-letter',
    title: 'Read Each Other a Letter',
    description: 'Write a letter before the wedding and read it to each other once you are finally alone.',
    category: 'romantic',
    difficulty: 'medium',
    duration: '20 minutes',
    sweetLevel: 4,
    tips: [
      'Write it a week before so it is not rushed.',
      'Keep it sealed in your overnight bag.',
      'Keep tissues nearby.',
    ],
  },
  {
    id: 'fn-petals-and-candles',
    title: 'Petals and Candlelight',
    description: 'Walk into a room glowing with candles and scattered with petals, arranged just for tonight.',
    category: 'romantic',
    difficulty: 'special',
    duration: '30 minutes to prepare',
    sweetLevel: 5,
    tips: [
      'Use flameless candles for safety on a tired night.',
      'Scatter petals lightly; they are fiddly to clear.',
      'Set the temperature so the room feels cosy.',
    ],
    spiceTips: [
      'Leave a trail of petals from the door to the bed.',
      'Add a card on the pillow with a single line: "finally, just us".',
    ],
  },
  {
    id: 'fn-city-lights',
    title: 'Watch the Lights From the Window',
    description: 'Sit by the window wrapped in a blanket and watch the city or the sea while the day settles.',
    category: 'romantic',
    difficulty: 'easy',
    duration: '15 minutes',
    sweetLevel: 2,
    tips: [
      'Ask for a room with a view when you book.',
      'Turn off the room lights to see more outside.',
      'Let the quiet be enough.',
    ],
  },
  // intimate
  {
    id: 'fn-out-of-the-finery',
    title: 'Out of the Wedding Finery',
    description: 'Help each other out of the buttons, pins and fastenings of the day, slowly and with care.',
    category: 'intimate',
    difficulty: 'easy',
    duration: '15 minutes',
    sweetLevel: 4,
    tips: [
      'Ask whoever dressed you how the outfit fastens.',
      'Go slowly; laughter over stubborn buttons is part of it.',
      'Hang the outfits up so they are not creased in the morning.',
    ],
    spiceTips: [
      'Make each fastening an excuse for a kiss.',
      'Let them unpin your hair one pin at a time.',
    ],
  },
  {
    id: 'fn-shared-bath',
    title: 'Unwind in a Shared Bath',
    description: 'Let a warm bath soak away the long day, sharing the quiet after all the noise.',
    category: 'intimate',
    difficulty: 'medium',
    duration: '30 minutes',
    sweetLevel: 4,
    tips: [
      'Check the tub is big enough for two when you book.',
      'Bring your own bath salts, or a bath oil if condoms are not part of the night: oil and latex do not mix.',
      'Keep water nearby; you have probably been dancing for hours.',
    ],
    spiceTips: [
      'Take turns leaning back against each other.',
      'Let one candle, set safely away from the towels, be the only light.',
    ],
  },
  {
    id: 'fn-tired-day-massage',
    title: 'A Massage After the Long Day',
    description: 'Ease out the aches of standing, hugging and dancing with a slow shoulder and back massage.',
    category: 'intimate',
    difficulty: 'easy',
    duration: '20 minutes',
    sweetLevel: 3,
    tips: [
      'Pack a small bottle of massage oil, remembering that it does not mix with latex condoms.',
      'Start with whoever is more exhausted.',
      'Ask what feels good and adjust.',
    ],
    spiceTips: [
      'Let the massage wander wherever you are both comfortable.',
      'Swap halfway, or save your turn for the morning.',
    ],
  },
  {
    id: 'fn-special-layer',
    title: 'A Secret Under the Outfit',
    description: 'Wear something just for them under your wedding clothes, a secret kept all day and revealed tonight.',
    category: 'intimate',
    difficulty: 'special',
    duration: 'All day, revealed in a moment',
    sweetLevel: 5,
    tips: [
      'Choose something comfortable enough to wear for many hours.',
      'Try it on under the outfit beforehand.',
      'Keep it a surprise, or hint at it once during the reception.',
    ],
    spiceTips: [
      'Whisper that there is a surprise during your first dance.',
      'Let them discover it in their own time.',
    ],
  },
  {
    id: 'fn-take-it-slow',
    title: 'Take It Slow',
    description: 'No rush and no expectations: let closeness unfold at whatever pace feels right for you both.',
    category: 'intimate',
    difficulty: 'special',
    duration: 'As long as you like',
    sweetLevel: 5,
    tips: [
      'Check in with each other with a look, a word or a smile.',
      'Start with simply holding each other.',
      'Remember that "let\'s just cuddle" is a perfect ending too.',
    ],
    spiceTips: [
      'Tell each other one thing you have been looking forward to all day.',
      'Keep the lights low and the playlist long.',
    ],
  },
  {
    id: 'fn-fall-asleep-close',
    title: 'Fall Asleep Wrapped Up',
    description: 'End your wedding day wrapped around each other, breathing slowly into sleep.',
    category: 'intimate',
    difficulty: 'easy',
    duration: 'All night',
    sweetLevel: 5,
    tips: [
      'Find a position you can both actually sleep in.',
      'Keep the room cool; two is warm.',
      'Say goodnight with your new titles.',
    ],
  },
  // connection
  {
    id: 'fn-favorite-moment',
    title: 'Share Your Favourite Moment',
    description: 'Lie side by side and each describe the moment of the day you want to remember forever.',
    category: 'connection',
    difficulty: 'easy',
    duration: '10 minutes',
    sweetLevel: 2,
    tips: [
      'Describe what you saw, heard and felt.',
      'Add a moment the other might have missed.',
      'Write both down the next morning.',
    ],
  },
  {
    id: 'fn-guestbook',
    title: 'Read the Guestbook Together',
    description: 'Curl up and read your guests\' messages aloud, one each, laughing and tearing up together.',
    category: 'connection',
    difficulty: 'easy',
    duration: '30 minutes',
    sweetLevel: 2,
    tips: [
      'Ask someone to bring the guestbook to your room.',
      'Take turns reading aloud.',
      'Save a few pages for the morning.',
    ],
  },
  {
    id: 'fn-private-vows',
    title: 'Your Vows, Just for Each Other',
    description: 'Say your vows again, whispered, with no audience and no nerves.',
    category: 'connection',
    difficulty: 'special',
    duration: '10 minutes',
    sweetLevel: 5,
    tips: [
      'Hold hands and look at each other.',
      'Add a line you were too shy to say in public.',
      'Take a quiet moment together afterwards.',
    ],
  },
  {
    id: 'fn-cards-and-gifts',
    title: 'Open a Few Cards Together',
    description: 'Choose a handful of cards or gifts to open tonight, saving the rest for later.',
    category: 'connection',
    difficulty: 'easy',
    duration: '20 minutes',
    sweetLevel: 1,
    tips: [
      'Keep a list of who gave what for thank-you notes.',
      'Open the ones from closest family first.',
      'Keep the rest for a cosy morning.',
    ],
  },
  {
    id: 'fn-first-year-dreams',
    title: 'Dream About the Year Ahead',
    description: 'Talk about the first year of marriage: a trip, a tradition, a small habit you want to start.',
    category: 'connection',
    difficulty: 'easy',
    duration: '20 minutes',
    sweetLevel: 3,
    tips: [
      'Keep it dreamy, not a to-do list.',
      'Each choose one new tradition.',
      'Note them down to revisit on your anniversary.',
    ],
  },
  {
    id: 'fn-eye-gazing',
    title: 'Three Quiet Minutes',
    description: 'Sit facing each other and hold each other\'s gaze for three minutes in silence.',
    category: 'connection',
    difficulty: 'medium',
    duration: '5 minutes',
    sweetLevel: 4,
    tips: [
      'Set a gentle timer.',
      'Laughing is fine; just come back to each other.',
      'Share what you felt afterwards.',
    ],
    spiceTips: [
      'End the silence with a slow kiss rather than words.',
      'Hold hands throughout.',
    ],
  },
  // memories
  {
    id: 'fn-ring-photo',
    title: 'Photograph Your Rings',
    description: 'Take a close-up of your hands together, rings on, in the soft light of the room.',
    category: 'memories',
    difficulty: 'easy',
    duration: '5 minutes',
    sweetLevel: 2,
    tips: [
      'Use a lamp rather than the flash.',
      'Try it on the sheets or on your wedding outfit.',
      'Take one of your hands holding the bouquet too.',
    ],
  },
  {
    id: 'fn-keep-a-flower',
    title: 'Keep One Flower',
    description: 'Take a single bloom from the bouquet to press, as the first keepsake of your marriage.',
    category: 'memories',
    difficulty: 'easy',
    duration: '5 minutes',
    sweetLevel: 2,
    tips: [
      'Choose a flat flower; they press best.',
      'Press it between heavy book pages lined with paper.',
      'Frame it with your wedding date.',
    ],
  },
  {
    id: 'fn-anniversary-note',
    title: 'A Note for Your First Anniversary',
    description: 'Write a short note tonight and seal it, to be opened a year from now.',
    category: 'memories',
    difficulty: 'easy',
    duration: '15 minutes',
    sweetLevel: 3,
    tips: [
      'Write while the feelings are fresh.',
      'Mention one small detail nobody else would notice.',
      'Store it with your marriage certificate.',
    ],
  },
  {
    id: 'fn-voice-memo',
    title: 'Record the Day in Your Voices',
    description: 'Record a voice memo together recounting the day, from the nervous morning to the last song.',
    category: 'memories',
    difficulty: 'easy',
    duration: '10 minutes',
    sweetLevel: 2,
    tips: [
      'Interview each other with simple questions.',
      'Include the funny moments and the mishaps.',
      'Back it up somewhere safe.',
    ],
  },
  {
    id: 'fn-instant-portrait',
    title: 'One Instant Portrait',
    description: 'Take one instant photo of yourselves in your wedding clothes, just before you change.',
    category: 'memories',
    difficulty: 'easy',
    duration: '5 minutes',
    sweetLevel: 3,
    tips: [
      'Bring an instant camera or a small portable printer.',
      'Use a mirror for a full-length shot.',
      'Write the date and time on the back.',
    ],
  },
  // comfort
  {
    id: 'fn-cozy-clothes',
    title: 'Change Into Something Cosy',
    description: 'Swap the wedding clothes for soft pyjamas or robes and let your body relax at last.',
    category: 'comfort',
    difficulty: 'easy',
    duration: '10 minutes',
    sweetLevel: 1,
    tips: [
      'Pack the softest thing you own.',
      'Matching robes make for sweet photos.',
      'Fresh socks feel amazing after dancing shoes.',
    ],
  },
  {
    id: 'fn-midnight-room-service',
    title: 'Midnight Room Service',
    description: 'Order something indulgent at midnight and eat it in bed, crumbs and all.',
    category: 'comfort',
    difficulty: 'easy',
    duration: '30 minutes',
    sweetLevel: 2,
    tips: [
      'Check the late-night menu in advance.',
      'Fries and dessert are both valid choices.',
      'Pull a towel over the sheets.',
    ],
  },
  {
    id: 'fn-let-it-down',
    title: 'Let Your Hair Down',
    description: 'Help each other out of the pins, gel, makeup and styling of the day.',
    category: 'comfort',
    difficulty: 'easy',
    duration: '20 minutes',
    sweetLevel: 3,
    tips: [
      'Pack makeup remover and a wide-tooth comb.',
      'Take pins out gently, one at a time.',
      'Finish with a warm face cloth.',
    ],
  },
  {
    id: 'fn-foot-rub',
    title: 'A Foot Rub for Tired Dancers',
    description: 'After hours in wedding shoes, a slow foot rub might be the most romantic thing of all.',
    category: 'comfort',
    difficulty: 'easy',
    duration: '10 minutes',
    sweetLevel: 3,
    tips: [
      'Use a little lotion or oil (oil weakens latex, so wash your hands before reaching for a condom).',
      'Press gently along the arch.',
      'Take turns, or trade for a shoulder rub.',
    ],
  },
  {
    id: 'fn-recovery-kit',
    title: 'Water, Painkillers, Blackout',
    description: 'Set out water, something for a headache and an eye mask so tomorrow starts gently.',
    category: 'comfort',
    difficulty: 'easy',
    duration: '5 minutes',
    sweetLevel: 1,
    tips: [
      'Put a bottle of water on each bedside table.',
      'Close the blackout curtains before you sleep.',
      'Set no alarm at all.',
    ],
  },
  {
    id: 'fn-just-sleep',
    title: 'It Is Fine to Just Sleep',
    description: 'If you are both exhausted, fall asleep together and save everything else for a rested morning.',
    category: 'comfort',
    difficulty: 'easy',
    duration: 'All night',
    sweetLevel: 2,
    tips: [
      'Say it out loud: sleeping together is the plan.',
      'Plan a slow, lovely morning instead.',
      'Nobody keeps score on a wedding night.',
    ],
  },
];

