/**
 * Roleplay, more scenes: twenty new scenarios across the three categories, written for Entwine in the house tone.
 * Every scene opens by agreeing it together (limits and a safe word) and closes by stepping out of character.
 */
import type { RoleplayScenario } from "../roleplay";

export const MORE_ROLEPLAY_SCENARIOS: readonly (Omit<RoleplayScenario, "id"> & { readonly id: string })[] = [
  {
    id: "masquerade-at-midnight",
    title: "Masquerade at Midnight",
    description:
      "Two masked guests find each other across a candlelit ballroom and agree on one rule: no names until the clock strikes twelve. Everything else is a guessing game played at whisper distance.",
    category: "classic",
    characters: ["The Guest in the Silver Mask", "The Guest in the Velvet Mask"],
    setting:
      "A grand ballroom for two: the living room lit by candles in jars, a waltz playing low and a small table set with something sparkling.",
    props: [
      "Two masks (simple eye masks from a party shop are perfect)",
      "Something dressy each",
      "Candles in jars or battery tea lights",
      "A waltz or swing playlist",
      "Two glasses and a sparkling drink",
    ],
    difficulty: "Intermediate",
    duration: "30-45 minutes",
    spicyLevel: 4,
    setupInstructions: [
      'Before the masks go on, sit down together and talk it through: what the evening may include, what is firmly out, and a safe word ("midnight" works) that either of you can say at any moment to end the scene.',
      "Keep real candles on a steady surface, well away from curtains, cushions and bedding; battery tea lights are easier.",
      'Dress in separate rooms and meet in the "ballroom" as if arriving through different doors.',
      "Each invent a mysterious backstory, and keep one detail back for the unmasking.",
    ],
    characterGuides: [
      {
        character: "The Guest in the Silver Mask",
        personality: "Elegant, teasing and fond of riddles; gives nothing away and notices everything.",
        dialogue: [
          '"I have watched you dodge the dance floor all evening. Dance with me, or tell me why not."',
          '"No names. Give me three clues instead, and I will give you three of mine."',
          '"If I guess who you are before midnight, I claim a prize of my choosing. With your yes, of course."',
        ],
        actions: [
          "Offer a hand and wait, quite still, to see whether it is taken.",
          "Lead a slow waltz and keep your eyes on theirs through the mask.",
          "Whisper a clue close to their ear, then step back and let it land.",
        ],
      },
      {
        character: "The Guest in the Velvet Mask",
        personality: "Playful, bold and a little dangerous at cards; loves keeping the other guest guessing.",
        dialogue: [
          '"You are very sure of yourself for someone whose face I cannot see."',
          '"My first clue: I arrived alone, and I do not intend to leave that way."',
          '"Midnight is close. Shall we find somewhere quieter to wait for it?"',
        ],
        actions: [
          "Refuse the first invitation to dance, then accept the second.",
          "Ask before tracing the edge of their mask with one fingertip.",
          "Count down the last minute before midnight, out loud and slowly.",
        ],
      },
    ],
    scenarioFlow: [
      {
        phase: "Arrivals",
        description:
          "The guests notice each other across the room and circle closer, trading glances over their glasses.",
        duration: "5-10 minutes",
        actions: ["Arrive separately", "A toast to strangers", "The first invitation to dance"],
      },
      {
        phase: "Three Clues",
        description:
          "Dancing close, each guest trades clues about their invented self; every wrong guess costs a kiss, if both are happy to pay.",
        duration: "10-15 minutes",
        actions: ["Waltz slowly", "Trade clues and guesses", "Pay forfeits only in the ways you agreed"],
      },
      {
        phase: "The Stroke of Twelve",
        description:
          "At midnight the masks come off, and the two strangers decide together where the night goes next, inside the limits they set.",
        duration: "10-15 minutes",
        actions: [
          "Lift off each other's masks slowly",
          "Check in out loud before anything new",
          "Stay within your agreed limits",
        ],
      },
      {
        phase: "Unmasked",
        description:
          "Out of character: blow out the candles, get comfortable and tell each other which clue was your favourite.",
        duration: "5-10 minutes",
        actions: ["Snuff every candle", "A cuddle and a glass of water", "Share the best moment of the ball"],
      },
    ],
  },
  {
    id: "the-portrait-sitting",
    title: "The Portrait Sitting",
    description:
      'A celebrated but hopelessly distractible painter has one afternoon to capture a sitter\'s likeness. The sitter cannot keep still, and the painter keeps stepping closer "for the light".',
    category: "classic",
    characters: ["The Painter", "The Sitter"],
    setting:
      "A sunlit studio: a chair by the window, a sketchpad propped on an easel or a stack of books, a cloth thrown over the table.",
    props: [
      "A sketchpad and pencils or charcoal",
      "A chair with a throw over it",
      'A scarf or shawl for "draping"',
      "A beret or a paint-stained shirt",
      "Tea or wine for the break",
    ],
    difficulty: "Beginner",
    duration: "20-40 minutes",
    spicyLevel: 2,
    setupInstructions: [
      'Start with five minutes off the clock: agree what this sitting may include and what it will not, choose a safe word such as "easel", and remind each other that stopping is always fine, for any reason, by either of you.',
      "The sitting stays fully clothed unless you have both decided otherwise beforehand; a draped shawl does a lot of the work.",
      "No drawing skills needed: the worse the portrait, the better the story afterwards.",
      "Set a timer for twenty minutes to mark the break.",
    ],
    characterGuides: [
      {
        character: "The Painter",
        personality: "Intense, dramatic and given to grand statements about art; actually very tender.",
        dialogue: [
          '"Do not move. No, not even that much. You are ruining the light."',
          '"The angle of your shoulder is almost right. May I adjust it?"',
          '"I have painted many faces. Not one of them looked back at me like that."',
        ],
        actions: [
          "Squint at your sitter over a held-up pencil, very seriously.",
          "Ask before moving a strand of hair or the fall of the shawl.",
          'Step away to "study" them, then step straight back in.',
        ],
      },
      {
        character: "The Sitter",
        personality: "Restless, cheeky and fully aware of what a slow smile can do.",
        dialogue: [
          '"How long do I have to sit like this? My foot went to sleep ten minutes ago."',
          '"Can I see it yet? You have drawn my nose twice its real size."',
          '"I think the artist should pose for a while. Fair is fair."',
        ],
        actions: [
          "Shift position the moment the painter gets settled.",
          "Hold the artist's gaze while they sketch, and refuse to blink first.",
          "Steal the pencil and start a portrait of your own.",
        ],
      },
    ],
    scenarioFlow: [
      {
        phase: "Arranging the Pose",
        description:
          "The painter fusses over the pose, the drape and the light, asking permission for every adjustment.",
        duration: "5-10 minutes",
        actions: ["Settle the sitter in the chair", "Ask, then adjust", "Begin the first sketch"],
      },
      {
        phase: "The Long Look",
        description:
          "In silence, the painter studies every detail, and the sitter studies the painter right back; nobody is really drawing any more.",
        duration: "10 minutes",
        actions: ["Hold eye contact for a full minute", "Describe aloud what you see and love", "Put the pencils down"],
      },
      {
        phase: "Role Reversal",
        description:
          "When the timer rings the sitter takes the sketchpad, and the painter learns how hard it is to keep still.",
        duration: "5-10 minutes",
        actions: [
          "Swap places",
          "Draw each other badly and proudly",
          "A kiss to sign the canvas, if you both want one",
        ],
      },
      {
        phase: "The Unveiling",
        description:
          "Step out of the roles, sit close and look at both portraits together; keep the better one, or the funnier one.",
        duration: "5 minutes",
        actions: [
          "Compare the masterpieces",
          "Say one thing you noticed about your partner today",
          "Make a pot of tea together",
        ],
      },
    ],
  },
  {
    id: "the-fairground-fortune-teller",
    title: "The Fairground Fortune Teller",
    description:
      "A fortune teller with a tinfoil crystal ball and no psychic powers whatsoever reads the palm of a deeply sceptical visitor. Every prediction is wildly wrong, except the one about a kiss.",
    category: "classic",
    characters: ["The Fortune Teller", "The Sceptical Visitor"],
    setting:
      "A fortune teller's tent: a blanket draped over two chairs, a scarf over the lamp and an upturned bowl standing in for a crystal ball.",
    props: [
      "A scarf or shawl for the fortune teller",
      "An upturned glass bowl or a ball of tinfoil",
      'A pack of playing cards as "tarot"',
      "Fairy lights",
      "A coin to cross the palm",
    ],
    difficulty: "Beginner",
    duration: "15-25 minutes",
    spicyLevel: 1,
    setupInstructions: [
      'First, a quick chat as yourselves: this one is mostly for laughs, so agree how flirtatious the readings may get, pick a safe word ("tea leaves"), and agree that either of you can call time whenever you want.',
      "Build the tent together; building it is half the fun.",
      "The fortune teller prepares three ridiculous predictions in advance, and one sweet one.",
      "The visitor decides how sceptical to be, from politely doubtful to outright heckler.",
    ],
    characterGuides: [
      {
        character: "The Fortune Teller",
        personality: "Mysterious, melodramatic and wrong about almost everything; never, ever admits it.",
        dialogue: [
          '"Cross my palm with silver. A coin will do. A kiss will also do."',
          '"I see... a journey. Possibly to the kitchen. Possibly for crisps."',
          '"The cards never lie. Well, they lie quite often. But not tonight."',
        ],
        actions: [
          "Wave your hands over the crystal ball with enormous drama.",
          "Take your visitor's hand, palm up, and trace its lines very slowly.",
          "Draw a playing card and invent a wildly specific meaning for it.",
        ],
      },
      {
        character: "The Sceptical Visitor",
        personality: "Deadpan, doubtful and slowly, against their better judgement, enchanted.",
        dialogue: [
          '"That is a bowl. From your kitchen. I watched you wash it."',
          '"You said exactly that about the last card. And the one before."',
          '"Fine. One more reading. But if this one comes true, I want a refund."',
        ],
        actions: [
          "Raise an eyebrow at every single prediction.",
          "Ask a question so specific the fortune teller has to improvise.",
          "Let the prophecy about a kiss come true, if you both like the sound of it.",
        ],
      },
    ],
    scenarioFlow: [
      {
        phase: "Enter the Tent",
        description: "The visitor ducks into the tent and is greeted with a great deal of mysterious humming.",
        duration: "5 minutes",
        actions: ["A dramatic welcome", "Payment in coins or kisses", "The visitor takes a seat"],
      },
      {
        phase: "The Readings",
        description: "Palm, cards and crystal ball each deliver a prophecy, each more absurd than the one before.",
        duration: "10 minutes",
        actions: ["Read the palm", "Draw three cards", "Gaze deep into the bowl"],
      },
      {
        phase: "The Final Prophecy",
        description:
          "The fortune teller saves the truest prediction for last, and the visitor decides whether to help it come true.",
        duration: "5 minutes",
        actions: [
          "A sincere prediction about the two of you",
          "A kiss, if it is welcome",
          "The tent collapses, probably",
        ],
      },
      {
        phase: "Back to Reality",
        description:
          "Out of the tent and out of character: share your favourite wrong prediction and one real wish for the year ahead.",
        duration: "5 minutes",
        actions: ["Take the tent down together", "Laugh about the best moment", "Tell each other one real hope"],
      },
    ],
  },
  {
    id: "last-night-of-the-holiday",
    title: "Last Night of the Holiday",
    description:
      "Two travellers met on the first day of a seaside holiday and have been circling each other ever since. Tomorrow they fly home to different cities; tonight is all they have.",
    category: "classic",
    characters: ["The Wanderer", "The Sun-Seeker"],
    setting:
      "A balcony above the sea: the bedroom by an open window, a string of lights, and waves playing softly from a speaker.",
    props: [
      "A recording of waves on a shore",
      "Something summery to wear",
      "A cold drink with ice and fruit",
      "A postcard and a pen",
      "A light blanket for later",
    ],
    difficulty: "Beginner",
    duration: "20-40 minutes",
    spicyLevel: 3,
    setupInstructions: [
      'Begin as yourselves: agree what the holiday fling can include tonight and what it cannot, settle on a safe word (try "passport"), and promise each other that either can stop the story the moment it stops feeling good.',
      'Invent the resort and two or three shared "memories" from the week, such as a boat trip or a terrible karaoke night.',
      "Dress for a warm evening and pour something cold.",
      "Leave real phones in another room: holiday romances happen offline.",
    ],
    characterGuides: [
      {
        character: "The Wanderer",
        personality: "Easy-going, nostalgic and a hopeless romantic who pretends otherwise.",
        dialogue: [
          '"I keep thinking about that boat trip. You, laughing, soaked through."',
          '"We could write to each other. Real letters, with stamps. Would you answer?"',
          '"If this is the last night, I do not want to waste a minute of it."',
        ],
        actions: [
          "Write a postcard to your partner and read it aloud.",
          'Point out "your" constellation, even if you are making it up.',
          "Rest your hand over theirs on the balcony rail.",
        ],
      },
      {
        character: "The Sun-Seeker",
        personality: "Bold, sun-warmed and determined to have no regrets about this holiday.",
        dialogue: [
          '"I nearly spoke to you on the first day. I lost my nerve at the ice-cream stand."',
          '"Tell me something nobody else on this trip knows about you."',
          '"Forget the flight. Tonight there is only this balcony."',
        ],
        actions: [
          "Feed your partner a piece of fruit from your drink.",
          "Ask them to dance barefoot to the sound of the waves.",
          "Lean in for the kiss you have both waited a week for, once you have a yes.",
        ],
      },
    ],
    scenarioFlow: [
      {
        phase: "The Balcony",
        description: "Drinks in hand, the two travellers remember the week's near-misses and almost-moments.",
        duration: "5-10 minutes",
        actions: ["Share invented memories", "Admit when you first noticed each other", "Move a little closer"],
      },
      {
        phase: "The Confession",
        description: "One of them finally says it out loud; the other was hoping they would.",
        duration: "5-10 minutes",
        actions: ["Say what you wanted all week", "A first kiss under the lights", "Check in with a look or a word"],
      },
      {
        phase: "One Last Night",
        description: "The holiday ends however you agreed it could: unhurried, and entirely up to both of you.",
        duration: "10-20 minutes",
        actions: ["Slow dance to the waves", "Keep to your agreed limits", "Swap postcards"],
      },
      {
        phase: "Home Again",
        description:
          "Step out of the story: lie close, talk about a real trip you would love to take together, and pour a glass of water each.",
        duration: "5 minutes",
        actions: ["Cuddle under the blanket", "Plan a real getaway", "Drink some water"],
      },
    ],
  },
  {
    id: "old-flames-at-the-reunion",
    title: "Old Flames at the Reunion",
    description:
      "Ten years after they went their separate ways, two old flames spot each other across a reunion party. The music is dreadful, the memories are not, and there is a great deal still unsaid.",
    category: "classic",
    characters: ["The One Who Left Town", "The One Who Stayed"],
    setting:
      "A reunion that has nearly emptied: the kitchen or living room with a paper banner, a bowl of crisps and songs from a decade ago.",
    props: [
      'A handwritten "Welcome back" banner',
      "Name badges with invented names",
      "A playlist from the year you choose",
      "Two drinks",
      "An old photo of the two of you, as a real-life wink",
    ],
    difficulty: "Intermediate",
    duration: "25-40 minutes",
    spicyLevel: 2,
    setupInstructions: [
      'Talk it through together first as your real selves: decide how far the rekindled spark may go tonight, agree a safe word (for example "yearbook"), and remember that either of you may stop the scene whenever you like, no explanation owed.',
      "Invent the history together: how you met, why you parted, and one thing that was never said.",
      "Keep the backstory kind; this is a reunion, not a rematch.",
      'Choose a song that was "yours" back then.',
    ],
    characterGuides: [
      {
        character: "The One Who Left Town",
        personality: "Worldly, a little guarded and still thrown by how hard their heart is jumping.",
        dialogue: [
          '"You have not changed. No, that is a lie. You are even better."',
          '"I thought about calling you. Every year, around this time."',
          '"Do you remember the last thing I said to you? I have regretted it for ten years."',
        ],
        actions: [
          "Pretend not to see them at first, and fail completely.",
          "Read their name badge aloud with mock ceremony.",
          'Ask them to dance when "your" song comes on.',
        ],
      },
      {
        character: "The One Who Stayed",
        personality: "Warm, witty and quietly proud of the life they built; has rehearsed this moment for years.",
        dialogue: [
          '"Well. Look who finally found their way home."',
          '"I kept your jumper. I am not giving it back."',
          '"We are not who we were. Maybe that is the good news."',
        ],
        actions: [
          "Offer a drink and a seat somewhere quieter.",
          "Bring up the unsaid thing before they can.",
          "Rest a hand on theirs and leave it there.",
        ],
      },
    ],
    scenarioFlow: [
      {
        phase: "Across the Room",
        description: "Eye contact over the crisps, and polite small talk that fools neither of them.",
        duration: "5 minutes",
        actions: ["Spot each other", "Trade a stiff hello", "Read each other's name badges"],
      },
      {
        phase: "Catching Up",
        description:
          "Somewhere quieter, they talk about the years apart, the old days and the thing that was never said.",
        duration: "10-15 minutes",
        actions: ["Swap invented life stories", "Say the unsaid thing", "Laugh at a shared memory"],
      },
      {
        phase: "Our Song",
        description: "Their song comes on, the dance floor is empty, and old habits return as if no time has passed.",
        duration: "5-15 minutes",
        actions: ["Slow dance", "A second first kiss, if you both want it", "Stay within what you agreed"],
      },
      {
        phase: "The Real Reunion",
        description:
          "Drop the roles and, arm in arm on the sofa, tell each other the true story of how the two of you began.",
        duration: "5-10 minutes",
        actions: ["Cuddle on the sofa", "Remember your real first meeting", "Thank each other for playing"],
      },
    ],
  },
  {
    id: "the-detective-in-the-rain",
    title: "The Detective in the Rain",
    description:
      "A rain-soaked private eye with a battered hat and a gift for bad similes is visited after midnight by a mysterious client with a case that makes no sense. In black and white, everything is a clue.",
    category: "classic",
    characters: ["The Private Eye", "The Mysterious Client"],
    setting:
      "A 1940s detective's office: one desk lamp, rain on a recording, a hat on the stand and slatted light falling through the blinds.",
    props: [
      "A hat and a long coat",
      "A desk lamp",
      "A rain soundtrack and some old jazz",
      "A notebook and pen",
      'A "clue": a matchbook, a key or a torn theatre ticket',
    ],
    difficulty: "Advanced",
    duration: "30-45 minutes",
    spicyLevel: 3,
    setupInstructions: [
      'Before the first line of narration, sit down as yourselves and map it out: what this case may uncover tonight, what is off limits, and a safe word ("case closed") that ends the scene straight away, for either of you, at any time.',
      "The private eye narrates in the first person, out loud, like an old film; practise a line or two first.",
      "Agree on the case: a missing key, a stolen locket, a secret the client will not quite reveal.",
      "Turn the lights down to one lamp and put the rain on.",
    ],
    characterGuides: [
      {
        character: "The Private Eye",
        personality:
          "World-weary, dry and romantic underneath; narrates everything, including what is happening right now.",
        dialogue: [
          '"It was raining the night they walked in. It is always raining, in this city."',
          '"You came all this way to tell me half a story. Try the other half."',
          '"I have been warned about clients like you. I never listen to warnings."',
        ],
        actions: [
          "Narrate your partner's entrance as if for a cinema audience.",
          "Examine the clue under the lamp, far too closely.",
          "Lean back in your chair, hat tipped low, and wait for the truth.",
        ],
      },
      {
        character: "The Mysterious Client",
        personality: "Enigmatic, elegant and clearly hiding something; enjoys watching the detective squirm.",
        dialogue: [
          '"They told me you were the best. They did not mention the hat."',
          '"There is something I need you to find. I will know it when I see it."',
          '"Perhaps the real mystery is why I keep coming back."',
        ],
        actions: [
          "Arrive dripping (a spritz of water will do) and linger in the doorway.",
          "Slide the clue across the desk and keep one finger on it.",
          "Perch on the corner of the desk while the detective thinks.",
        ],
      },
    ],
    scenarioFlow: [
      {
        phase: "The Client Walks In",
        description: "Midnight, rain, a knock: the private eye narrates the arrival of trouble.",
        duration: "5-10 minutes",
        actions: ["Dramatic narration", "The client explains, vaguely", "The clue changes hands"],
      },
      {
        phase: "The Interrogation",
        description:
          "The detective asks questions, the client answers with more questions, and the distance across the desk keeps shrinking.",
        duration: "10-15 minutes",
        actions: [
          "Ask and dodge",
          "Search the client for a hidden clue, with permission",
          "A confession of one kind or another",
        ],
      },
      {
        phase: "Case Closed",
        description:
          "The mystery is solved, or beautifully abandoned, and the evening goes where you both agreed it might.",
        duration: "10-15 minutes",
        actions: ["The big reveal", "A kiss worthy of the final reel", "Check in before going any further"],
      },
      {
        phase: "Roll Credits",
        description:
          "Lights up, coats off, roles dropped: make something warm to drink and vote for each other's best noir line.",
        duration: "5 minutes",
        actions: ["Switch off the rain", "A hug out of character", "Crown the line of the night"],
      },
    ],
  },
  {
    id: "the-pen-friends-meet",
    title: "The Pen Friends Meet",
    description:
      "For a year they have written long letters to each other and never once met. Now one is stepping off the last train of the night, and the other is waiting on the platform with a sign and a racing heart.",
    category: "classic",
    characters: ["The Writer on the Platform", "The Writer on the Train"],
    setting:
      "A small-town station after dark: the hallway as the platform, a bench, a lamp and the sound of a train pulling in.",
    props: [
      "A cardboard sign with a name on it",
      "A small suitcase or bag",
      "Two or three letters written in advance",
      "A scarf and coat each",
      "A flask of tea or hot chocolate",
    ],
    difficulty: "Intermediate",
    duration: "25-40 minutes",
    spicyLevel: 2,
    setupInstructions: [
      'As yourselves, agree the shape of the evening before anyone boards a train: what a first meeting like this may lead to, what it will not, and a safe word ("platform") that either of you can use to stop, any time, without giving a reason.',
      "Write one short real letter each, in character, and swap them the day before if you can.",
      'Decide a few things each writer "knows" from the letters, and one small thing each of them fibbed about.',
      "The traveller waits in another room and arrives when the train sound plays.",
    ],
    characterGuides: [
      {
        character: "The Writer on the Platform",
        personality: "Nervous, over-prepared and utterly sincere; has rehearsed a speech and forgets every word.",
        dialogue: [
          '"You look exactly like your handwriting. I do not know what that means, but it is true."',
          '"I brought tea. I brought a sign. I did not bring a single sensible sentence."',
          '"In your fourth letter you said you were afraid of this. Are you still?"',
        ],
        actions: [
          "Hold up the sign, then lower it slowly as you recognise them.",
          "Offer to carry the bag, then insist.",
          "Recite a line from one of their letters from memory.",
        ],
      },
      {
        character: "The Writer on the Train",
        personality: "Quietly brave, funny and prone to confessing things on paper that are harder to say aloud.",
        dialogue: [
          '"You wrote that you were taller. I am choosing not to mention it."',
          '"I have a confession. The part about the piano was a fib. I play the kazoo."',
          '"Say something you wrote to me. I want to hear it in your voice."',
        ],
        actions: [
          'Step off the "train" and pause, pretending to search the crowd.',
          "Hand over a letter you never sent.",
          "Ask whether they would like a kiss hello, and wait for the answer.",
        ],
      },
    ],
    scenarioFlow: [
      {
        phase: "The Last Train",
        description: "The train pulls in, and two people who know each other's secrets meet as strangers.",
        duration: "5 minutes",
        actions: ["The arrival", "An awkward, lovely hello", "Tea on the bench"],
      },
      {
        phase: "Reading Aloud",
        description:
          "On the bench, each reads a line from the letters, and hearing the words spoken changes everything.",
        duration: "10-15 minutes",
        actions: ["Swap letters", "Own up to the small fib", "Sit a little closer"],
      },
      {
        phase: "Walking Home",
        description: "The platform empties and the two of them decide, together, where the night goes from here.",
        duration: "5-15 minutes",
        actions: ["Arm in arm out of the station", "A first kiss if it is wanted", "Respect the limits you set"],
      },
      {
        phase: "Dear You",
        description: "Out of character, write each other a real three-line note and read it aloud under a blanket.",
        duration: "5-10 minutes",
        actions: ["Write a real note", "Read it aloud", "Keep it somewhere safe"],
      },
    ],
  },
  {
    id: "agents-of-very-little-skill",
    title: "Agents of Very Little Skill",
    description:
      "Two secret agents from rival agencies are sent to steal the same microfilm from the same embassy party. Both are spectacularly bad at espionage, and both keep getting distracted by the other.",
    category: "adventure",
    characters: ["Agent Nightjar", "Agent Teaspoon"],
    setting:
      'An embassy reception: the living room with one lamp, a plate of nibbles and the "microfilm" (a folded note or a memory stick) hidden somewhere obvious.',
    props: [
      "Sunglasses, worn indoors at all times",
      "Something smart to wear",
      'A "microfilm" to hide and find',
      "A plate of canapés or crisps",
      "A spy-film soundtrack",
    ],
    difficulty: "Intermediate",
    duration: "20-35 minutes",
    spicyLevel: 2,
    setupInstructions: [
      'Agree the mission parameters out of character first: how flirtatious the rivalry gets, what is off the table, and a safe word ("abort") that ends the operation for either of you, instantly, no debrief required.',
      "One of you hides the microfilm beforehand; neither of you is allowed to be good at finding it.",
      "Code names are compulsory. Accents are optional but strongly encouraged.",
      "Agree the winning agent's prize in advance: a foot rub, a first dance or a kiss.",
    ],
    characterGuides: [
      {
        character: "Agent Nightjar",
        personality: "Suave in theory, clumsy in practice; believes every hiding place is a work of genius.",
        dialogue: [
          '"The eagle has landed. Wait, wrong code. The teapot is... in the cupboard?"',
          '"You are the enemy. I was trained never to trust a face like yours."',
          '"I must search you for concealed microfilm. Purely professionally. If you agree."',
        ],
        actions: [
          "Dive dramatically behind the sofa at every noise.",
          "Speak into your wrist, far too loudly.",
          "Offer a truce in the form of a canapé.",
        ],
      },
      {
        character: "Agent Teaspoon",
        personality: "Over-equipped, under-briefed and far too easily charmed.",
        dialogue: [
          '"My cover is flawless. I am an ordinary guest who simply loves... guesting."',
          '"Tell me where the microfilm is and I will tell you a secret of my own."',
          '"I think we should join forces. Temporarily. Possibly permanently."',
        ],
        actions: [
          "Check under the cushions with a torch, in full lamplight.",
          "Attempt a suave lean against the wall and miss it slightly.",
          "Propose an alliance, to be sealed with a kiss.",
        ],
      },
    ],
    scenarioFlow: [
      {
        phase: "Infiltration",
        description: "Both agents slip into the party at the same moment and immediately blow their covers.",
        duration: "5 minutes",
        actions: ["Dramatic entrances", "Suspicious small talk", "Both reach for the same canapé"],
      },
      {
        phase: "The Search",
        description:
          "A frantic, hopeless hunt for the microfilm, with frequent distractions supplied by the rival agent.",
        duration: "10-15 minutes",
        actions: ["Search the room, badly", "Swap secrets for clues", "Frisk each other only with a yes"],
      },
      {
        phase: "Double Agents",
        description: "The microfilm turns up, and the agents discover they would rather defect to each other.",
        duration: "5-10 minutes",
        actions: ["Reveal the microfilm", "Hand over the winner's prize", "A kiss to seal the new alliance"],
      },
      {
        phase: "Debrief",
        description: "Sunglasses off and out of character: trade your favourite blunders of the night over a drink.",
        duration: "5 minutes",
        actions: ["A cuddle on the sofa", "Rank your blunders", "Plan the sequel"],
      },
    ],
  },
  {
    id: "the-statues-wake-at-midnight",
    title: "The Statues Wake at Midnight",
    description:
      "Two statues have stared at each other across a grand museum hall for a hundred years. Tonight, once the last visitor leaves and the lights go out, they can move, and they have a century of things to say.",
    category: "adventure",
    characters: ["The Marble Statue", "The Bronze Statue"],
    setting:
      'A museum after closing: the hallway or living room with the lights off, two "plinths" (a sturdy stool or a floor cushion) and a torch.',
    props: [
      "Two plinths: stools, cushions or boxes",
      "White or grey sheets to drape as robes",
      "A torch for the passing night guard (imagined)",
      "A small exhibit label for each statue",
      "Calm classical music",
    ],
    difficulty: "Beginner",
    duration: "15-30 minutes",
    spicyLevel: 2,
    setupInstructions: [
      'Out of the sheets and as yourselves, agree it together first: how romantic the awakening may become, what stays out, and a safe word ("closing time"); either of you can end the night the moment you want to.',
      "Write each statue an exhibit label: a grand title, a century and one scandalous fact.",
      "Start frozen on your plinths for one full minute in your most heroic poses, trying not to laugh.",
      'Agree a signal for "the guard is coming": both of you freeze at once, wherever you are.',
    ],
    characterGuides: [
      {
        character: "The Marble Statue",
        personality: "Noble, stiff and a touch vain; has admired the bronze across the hall for a century.",
        dialogue: [
          '"At last. Do you know how long I have held this pose? My arm has been asleep since the Georgians."',
          '"For a hundred years I have watched you across the hall. You never once looked back."',
          '"Quick, the guard! Freeze, and try to look priceless."',
        ],
        actions: [
          "Creak to life one limb at a time, groaning theatrically.",
          "Step down from your plinth and bow deeply.",
          "Read your partner's exhibit label aloud with great reverence.",
        ],
      },
      {
        character: "The Bronze Statue",
        personality: "Dramatic, romantic and slightly tarnished; has been composing a love poem for decades.",
        dialogue: [
          '"I did look back. Every Tuesday, when the cleaners turned the lights off."',
          '"I have written you a poem. It is two hundred lines. I will read only the best ninety."',
          '"We have until dawn. Let us not waste it standing still."',
        ],
        actions: [
          "Stretch out a century of stiffness, joint by creaking joint.",
          "Offer a hand to help the other statue down.",
          "Waltz through the museum, freezing whenever the guard passes.",
        ],
      },
    ],
    scenarioFlow: [
      {
        phase: "Closing Time",
        description: "The lights go off, the last visitor leaves, and two statues slowly, creakily, come to life.",
        duration: "5 minutes",
        actions: ["Hold the frozen pose", "Wake up limb by limb", "Step off the plinths"],
      },
      {
        phase: "A Century of Longing",
        description:
          "Face to face at last, the statues confess what they have felt across the hall, interrupted by the guard.",
        duration: "5-10 minutes",
        actions: ["Confessions", "Freeze for the guard", "The poem, heavily abridged"],
      },
      {
        phase: "The Museum Dance",
        description:
          "A waltz through the empty rooms, and perhaps the first kiss in a hundred years, if both statues want one.",
        duration: "5-10 minutes",
        actions: ["Waltz", "Freeze and unfreeze", "A kiss before dawn"],
      },
      {
        phase: "Back on the Plinths",
        description:
          "Dawn breaks: take off the sheets, step out of character and warm up together with tea and a laugh.",
        duration: "5 minutes",
        actions: ["Unwrap the sheets", "Share your best freeze", "Warm up under a blanket"],
      },
    ],
  },
  {
    id: "the-vampire-must-be-invited",
    title: "The Vampire Must Be Invited",
    description:
      "An ancient and impeccably courteous vampire can cross no threshold without an invitation, and has waited a long time for someone worth asking. Tonight a curious host opens the door, and every step further in must be invited too.",
    category: "adventure",
    characters: ["The Ancient Vampire", "The Night-Time Host"],
    setting:
      "A gothic evening at home: candlelight, dark red fabric, a velvet cushion, a goblet or wine glass and a front door to knock on.",
    props: [
      "A cloak or long dark coat",
      "Candles in holders, or battery candles",
      "A goblet and something red to drink",
      "A velvet scarf or ribbon",
      "Gothic music or organ pieces, very quietly",
    ],
    difficulty: "Advanced",
    duration: "40-60 minutes",
    spicyLevel: 5,
    setupInstructions: [
      'This scene is built on invitation, so begin with a real one: talk it through together as yourselves, name what is welcome tonight and what is not, agree a safe word ("daylight") plus a hand signal, and agree that either of you can end it at any moment.',
      "The rule of the scene: the vampire may do nothing new without being invited in words, so the host leads every step.",
      'Any "bite" is a soft kiss and nothing more: nothing that marks, and nothing pressed around the neck.',
      "If you light real candles, stand them on a steady tray away from curtains and bedding, and snuff them before you sleep.",
    ],
    characterGuides: [
      {
        character: "The Ancient Vampire",
        personality: "Old-world, formal and devastatingly polite; centuries of patience, now running out.",
        dialogue: [
          '"Good evening. I cannot come in unless you ask me. I would very much like to be asked."',
          '"Four hundred years, and I have never met anyone who smelled so warmly of trouble."',
          '"Tell me what you invite, and I shall not take one step further than that."',
        ],
        actions: [
          "Wait at the threshold, hands folded, until you are invited across it.",
          "Kiss the back of the host's hand, then ask for the next invitation.",
          "Circle the host slowly in the candlelight, never touching without being asked.",
        ],
      },
      {
        character: "The Night-Time Host",
        personality: "Curious, fearless and thoroughly in charge of the door; enjoys making the vampire wait.",
        dialogue: [
          '"I have heard the rules. You may come in. As far as the sofa, for now."',
          '"I invite you to sit closer. That is all. Let us see how patient you really are."',
          '"The next invitation will cost you a secret. A true one."',
        ],
        actions: [
          "Open the door only halfway, and take your time deciding.",
          "Give each invitation aloud and precisely: a hand, a kiss, closer.",
          "Withdraw an invitation with a smile, and watch it obeyed at once.",
        ],
      },
    ],
    scenarioFlow: [
      {
        phase: "The Threshold",
        description: "A knock after dark; the host decides whether to let the stranger in, and how far.",
        duration: "5-10 minutes",
        actions: ["The knock", "Formal introductions", "The first invitation"],
      },
      {
        phase: "Invitations",
        description:
          "By candlelight, every move must be invited in words: the host sets the pace, and the vampire savours every yes.",
        duration: "15-20 minutes",
        actions: [
          "Invite, then receive",
          "A soft, brief kiss at the neck, only if invited",
          "Check in out of character at least once",
        ],
      },
      {
        phase: "Before Dawn",
        description: "The last invitations are given, or held back, exactly within the limits you agreed beforehand.",
        duration: "10-20 minutes",
        actions: [
          "Keep to your agreed limits",
          "The host may end the night with a single word",
          "Slow down as dawn approaches",
        ],
      },
      {
        phase: "Daylight",
        description:
          "Snuff the candles, switch on a warm light, step out of character and look after each other: water, a snack, a cuddle and a chat about the evening.",
        duration: "10 minutes",
        actions: ["Blow out every candle", "Water and a snack", "Talk about what you loved and what you would change"],
      },
    ],
  },
  {
    id: "first-contact",
    title: "First Contact",
    description:
      "A starship captain welcomes aboard an alien diplomat who has studied Earth entirely through romantic comedies. The diplomat has many questions about human customs, and insists on testing each one.",
    category: "adventure",
    characters: ["The Starship Captain", "The Visiting Diplomat"],
    setting:
      'The bridge of a starship: the living room strung with fairy lights, a "control panel" of cushions and something that beeps.',
    props: [
      "Foil, fairy lights or anything shiny",
      "A kitchen timer as the ship's console",
      'A "universal translator" (a spoon)',
      "Space snacks: anything in a tube or a strange colour",
      "Synth or space music",
    ],
    difficulty: "Intermediate",
    duration: "20-30 minutes",
    spicyLevel: 2,
    setupInstructions: [
      'Beam down to reality for a minute first: agree how far the cultural exchange may go, what is off the menu, and a safe word ("red alert") that either of you may say, at any point, to end the mission.',
      "The diplomat invents a home planet with three strange customs, such as greeting by touching elbows.",
      "The captain prepares a short welcome speech, as pompous as possible.",
      'Agree that every "Earth custom" is demonstrated only after asking, as any good diplomat would insist.',
    ],
    characterGuides: [
      {
        character: "The Starship Captain",
        personality: "Earnest, heroic and easily flustered whenever the diplomat asks a follow-up question.",
        dialogue: [
          '"On behalf of the planet Earth and all its peoples, welcome aboard. Please do not touch that."',
          '"Holding hands? It is a human custom. It means... it means I like you."',
          '"We call that a kiss. It is usually more romantic when you are not taking notes."',
        ],
        actions: [
          "Salute in a way no real navy would recognise.",
          "Demonstrate a human custom slowly and solemnly: a hug, a hand to hold, a slow dance.",
          "Steer the ship through an asteroid field, narrating every swerve.",
        ],
      },
      {
        character: "The Visiting Diplomat",
        personality: "Curious, literal and thrilled by everything; learned all of human culture from films.",
        dialogue: [
          '"On my planet, we greet by touching elbows. Shall we try both customs?"',
          '"In the films, this is where the humans look at each other for a very long time. Like this?"',
          '"I must file a report. Please repeat that custom, for accuracy."',
        ],
        actions: [
          "Scan the captain from head to toe with your translator spoon.",
          "Ask about a human custom, then request a demonstration.",
          "Teach the captain a greeting from your home planet.",
        ],
      },
    ],
    scenarioFlow: [
      {
        phase: "Docking",
        description: "The diplomat comes aboard; speeches are made and an elbow greeting causes a diplomatic incident.",
        duration: "5 minutes",
        actions: ["The pompous welcome", "Exchange greetings", "Offer the diplomat a space snack"],
      },
      {
        phase: "Cultural Exchange",
        description:
          "The diplomat asks about human customs one by one, and the captain demonstrates each, with permission.",
        duration: "10-15 minutes",
        actions: ["Hand holding", "A long look, romantic-comedy style", "A slow dance to the ship's music"],
      },
      {
        phase: "Treaty Signed",
        description:
          "The two civilisations agree a treaty of friendship, sealed with the most famous human custom of all.",
        duration: "5 minutes",
        actions: ["Draft the treaty aloud", "A kiss to sign it, if you both want", "Set a course for the sofa"],
      },
      {
        phase: "Return to Earth",
        description:
          "Step out of character, share the space snacks and decide which alien custom the two of you are keeping.",
        duration: "5 minutes",
        actions: ["Lights up", "Share the snacks", "Adopt one alien custom for real"],
      },
    ],
  },
  {
    id: "the-knight-who-came-for-tea",
    title: "The Knight Who Came for Tea",
    description:
      "A knight in saucepan armour is sent to defeat the dragon of the mountain and finds, instead, a lonely dragon with the kettle on and a cave full of books. The quest takes an unexpected turn.",
    category: "adventure",
    characters: ["The Reluctant Knight", "The Lonely Dragon"],
    setting: "A dragon's cave: a blanket fort, a hoard of treasure (cushions, jewellery, biscuit tins) and a teapot.",
    props: [
      "A saucepan helmet or a tea-towel tabard",
      "A wooden-spoon sword",
      "A blanket fort",
      "Tea and biscuits",
      "A green scarf for a dragon tail",
    ],
    difficulty: "Beginner",
    duration: "15-30 minutes",
    spicyLevel: 1,
    setupInstructions: [
      'Before the quest begins, have a short chat as yourselves about how cosy or how flirty this tale should be and what it will not include; agree a safe word ("sheathe") and that either of you may stop the story whenever you wish.',
      "Build the cave together; a proper blanket fort is strongly advised.",
      "The knight prepares a grand announcement; the dragon prepares a plate of biscuits.",
      "No actual fire, obviously. Roaring is allowed.",
    ],
    characterGuides: [
      {
        character: "The Reluctant Knight",
        personality: "Brave in speeches, clumsy in armour and secretly relieved not to be fighting anything.",
        dialogue: [
          '"Foul beast! I have come to... oh. Is that shortbread?"',
          '"The village said you were terrible. The village has clearly never tasted your tea."',
          '"I was sent to bring back a trophy. Would a kiss on the cheek count?"',
        ],
        actions: [
          "Charge into the cave and trip over the treasure.",
          "Kneel and offer up your spoon in surrender.",
          "Take off your helmet and stay for tea.",
        ],
      },
      {
        character: "The Lonely Dragon",
        personality: "Gruff, shy and bookish; hoards cushions and compliments.",
        dialogue: [
          '"Another one. Do come in, wipe your feet, and please put down that spoon."',
          '"Nobody visits. They shout and run away. You are the first one to sit down."',
          '"Dragons guard what they love most. I think I have found a new treasure."',
        ],
        actions: [
          "Roar once, very politely.",
          "Pour the tea and guard the biscuit tin.",
          "Curl your tail around the knight while reading aloud.",
        ],
      },
    ],
    scenarioFlow: [
      {
        phase: "The Charge",
        description:
          "The knight storms the cave and the dragon offers tea. The battle is brief and mostly about biscuits.",
        duration: "5 minutes",
        actions: ["A grand challenge", "A polite roar", "Tea is poured"],
      },
      {
        phase: "Tea and Tales",
        description: "Side by side in the cave, knight and dragon swap stories of lonely quests and long winters.",
        duration: "5-15 minutes",
        actions: ["Read a few lines aloud", "Share the biscuits", "Curl up together"],
      },
      {
        phase: "A New Treasure",
        description:
          "The knight decides not to leave, and the dragon adds one last thing to the hoard: a knight who is very happy to be kept.",
        duration: "5 minutes",
        actions: ["An oath of friendship, or more", "A kiss on the snout, if welcome", "Hang up the armour"],
      },
      {
        phase: "Out of the Cave",
        description: "Crawl out of the fort, step out of character and talk about what made you laugh the most.",
        duration: "5 minutes",
        actions: ["Stretch", "Tidy the cave, or leave it up for film night", "Share your favourite moment"],
      },
    ],
  },
  {
    id: "shipwrecked-for-two",
    title: "Shipwrecked for Two",
    description:
      "The ship went down, the lifeboat drifted off course, and two passengers who barely spoke on board wash up on the same tiny island. There is one palm tree, one coconut and no rescue in sight.",
    category: "adventure",
    characters: ["The Practical Castaway", "The Carefree Castaway"],
    setting:
      "A desert island: a beach towel for sand, a warm lamp for the sun, the sound of waves and everything you need in one washed-up crate.",
    props: [
      "Beach towels",
      "Wave sounds and a warm lamp",
      "A message-in-a-bottle kit: paper, pen and bottle",
      "A coconut or any tropical fruit",
      "Sun lotion or massage oil, if massage is on your list",
    ],
    difficulty: "Advanced",
    duration: "30-50 minutes",
    spicyLevel: 4,
    setupInstructions: [
      'Agree everything on dry land first: talk through how the island adventure could unfold, what is welcome and what is not, and a safe word ("rescue boat"); either castaway can call it at any moment and the game ends.',
      "If the island includes a massage, remember that oil-based products can weaken latex condoms; pick a water-based lotion if that matters to you.",
      "Invent the shipwreck: the name of the ship, what each of you was doing aboard, and what you salvaged.",
      'Decide how many "days" you have been stranded; each one passes with a clap.',
    ],
    characterGuides: [
      {
        character: "The Practical Castaway",
        personality:
          "Organised, resourceful and determined to build a shelter, a signal fire and a sundial before lunch.",
        dialogue: [
          '"Right. Priorities. Shelter, water, signal. Stop looking at me like that, it is distracting."',
          '"We should keep each other warm at night. For survival. Purely for survival."',
          '"If a ship came tomorrow, would you wave it down? Be honest."',
        ],
        actions: [
          "Take stock of the crate with great seriousness.",
          "Offer to smooth sun lotion over the other castaway's shoulders, asking first.",
          "Write a message for the bottle and read it aloud.",
        ],
      },
      {
        character: "The Carefree Castaway",
        personality: "Laid-back, playful and having a far better time than anyone stranded should.",
        dialogue: [
          '"I spent the whole voyage trying to talk to you. It took a shipwreck."',
          '"One coconut. Two castaways. I propose we share everything."',
          '"I have decided I am not being rescued. You can stay if you like."',
        ],
        actions: [
          "Lounge on the sand while the other one works.",
          "Open the coconut (or the fruit) and feed them a piece.",
          "Tear up the message in the bottle and write a new one.",
        ],
      },
    ],
    scenarioFlow: [
      {
        phase: "Washed Ashore",
        description: "The castaways drag themselves up the beach, take stock and form an uneasy alliance.",
        duration: "5-10 minutes",
        actions: ["A dramatic arrival", "Open the crate", "Divide the tasks"],
      },
      {
        phase: "Days Pass",
        description: "With each clap a day goes by; the castaways grow closer, and the island grows warmer.",
        duration: "10-15 minutes",
        actions: ["Sun lotion or a massage, with permission", "Share the fruit", "Confess a crush from the voyage"],
      },
      {
        phase: "No Rescue Required",
        description:
          "A ship appears on the horizon, and the castaways decide together whether to wave it down or let it sail past.",
        duration: "10-20 minutes",
        actions: ["Choose together", "Let the evening follow your agreed limits", "Check in quietly"],
      },
      {
        phase: "Back on the Mainland",
        description:
          "Leave the island behind: a rinse if you used lotion, fresh water to drink and a cuddle out of character.",
        duration: "5-10 minutes",
        actions: [
          "Wash off any lotion or oil",
          "Drink some water",
          "Talk about a real beach you would love to visit together",
        ],
      },
    ],
  },
  {
    id: "strangers-at-the-bar",
    title: "Strangers at the Bar",
    description:
      "A quiet hotel bar, a late hour and two strangers who each came in for one drink. A borrowed pen, a shared bowl of olives and a bet about the pianist turn one drink into three.",
    category: "modern",
    characters: ["The Stranger by the Window", "The Stranger at the Counter"],
    setting:
      "A dim hotel bar at home: the kitchen counter as the bar, two stools, a bowl of olives or nuts and low piano music.",
    props: [
      "Two stools",
      "Cocktail or mocktail makings",
      "A bowl of olives or nuts",
      "A napkin and a pen",
      "Something you would wear for a night out",
    ],
    difficulty: "Beginner",
    duration: "20-40 minutes",
    spicyLevel: 3,
    setupInstructions: [
      'Have the real conversation before the pretend one: agree what tonight\'s meeting of strangers may turn into and what is out of bounds, choose a safe word ("last orders"), and promise that either of you may stop at any time.',
      "Each invent a name, a job and a reason for being in town, and keep one secret.",
      "Arrive separately: one of you is already at the bar when the other walks in.",
      'Agree a small gesture for "let us go somewhere quieter" and another for "let us just keep talking".',
    ],
    characterGuides: [
      {
        character: "The Stranger by the Window",
        personality:
          "Self-contained, observant and funny once the ice breaks; came here to be alone, and is glad not to be.",
        dialogue: [
          '"You have been reading the same page of that menu for five minutes. Recommend me something."',
          '"I will bet you the next round the pianist plays something sad."',
          '"Tell me your name. Your real one, or the one you would like to have tonight."',
        ],
        actions: [
          "Catch their eye in the mirror, or over the rim of your glass.",
          "Slide the bowl of olives along the counter towards them.",
          "Write a question on a napkin and pass it across.",
        ],
      },
      {
        character: "The Stranger at the Counter",
        personality: "Charming, direct and a little reckless; in town for one night only.",
        dialogue: [
          '"I am only in town until tomorrow. Which makes tonight very simple."',
          '"I never do this. Well. Rarely. Well. Tonight, apparently."',
          '"My room looks out over the whole city. I have not looked at it once."',
        ],
        actions: [
          'Borrow their pen and "forget" to give it back.',
          "Move to the stool beside theirs.",
          "Finish your drink slowly, and let the question hang in the air.",
        ],
      },
    ],
    scenarioFlow: [
      {
        phase: "One Drink",
        description: "Two strangers at one bar: a glance, a borrowed pen and a conversation neither of them expected.",
        duration: "5-10 minutes",
        actions: ["Order drinks", "Break the ice", "Trade invented names"],
      },
      {
        phase: "Three Drinks",
        description: "The bet is made, the stools edge closer and the questions get more personal.",
        duration: "10-15 minutes",
        actions: ["Make a silly bet", "Answer the napkin questions honestly", "A touch on the arm, welcomed"],
      },
      {
        phase: "The Lift Upstairs",
        description: "One of them suggests somewhere quieter; what follows stays inside the limits you both set.",
        duration: "10-15 minutes",
        actions: ["Use your agreed gesture", "Check in with each other", "Let the night end as you agreed"],
      },
      {
        phase: "Just Us Again",
        description:
          "Step out of the story: drop the invented names, get cosy in your own clothes and tell each other what the stranger did that you loved.",
        duration: "5 minutes",
        actions: ["Change into something comfortable", "A long cuddle", "Share the best line of the night"],
      },
    ],
  },
  {
    id: "the-final-of-the-cook-off",
    title: "The Final of the Cook-Off",
    description:
      "A nervous amateur cook has reached the final of a television cooking contest, and the famously stern judge is tasting every spoonful. The dish is chaotic; the chemistry is not.",
    category: "modern",
    characters: ["The Stern Judge", "The Hopeful Finalist"],
    setting:
      "A television kitchen: your own kitchen, an apron, a wooden spoon and a phone propped up as the pretend camera.",
    props: [
      "An apron",
      "A simple dish to make together: toast with toppings, a fruit platter, a pudding",
      "A spoon for tasting",
      "A notepad for scores",
      "Dramatic competition music",
    ],
    difficulty: "Beginner",
    duration: "20-40 minutes",
    spicyLevel: 1,
    setupInstructions: [
      'Before the cameras roll, chat as yourselves about how flirty the tasting may get and what is off the menu entirely, agree a safe word ("burnt toast"), and remember that either of you can switch the show off at any moment.',
      "Pick a quick dish nobody can truly ruin, and check for allergies before the tasting round.",
      "The judge invents three catchphrases and uses them constantly.",
      'The phone "camera" is a prop only: nothing is recorded.',
    ],
    characterGuides: [
      {
        character: "The Stern Judge",
        personality: "Stern, theatrical and famous for three-word verdicts; secretly the softest judge on television.",
        dialogue: [
          '"You have ten minutes. Impress me. Or at least do not set anything on fire."',
          '"Bold. Brave. Baffling."',
          '"I have tasted a thousand dishes. None of the cooks looked at me like that while I ate."',
        ],
        actions: [
          "Peer into the pan with enormous suspicion.",
          "Taste slowly, close your eyes and keep everyone waiting.",
          "Deliver the final score while holding eye contact.",
        ],
      },
      {
        character: "The Hopeful Finalist",
        personality: "Flustered, passionate and chaotically talented; talks to the food.",
        dialogue: [
          '"It is a deconstructed classic. I deconstructed it by dropping it."',
          '"Would the judge like to taste it from my spoon? For accuracy?"',
          '"I cooked this for you. I mean, for the competition. Mostly for you."',
        ],
        actions: [
          "Narrate your cooking like a wildlife documentary.",
          "Feed the judge a taste from your spoon.",
          "Plead for extra marks with a tearful speech.",
        ],
      },
    ],
    scenarioFlow: [
      {
        phase: "The Challenge",
        description: "The judge sets the task, the clock starts and the finalist panics gracefully.",
        duration: "5-10 minutes",
        actions: ["Announce the challenge", "Cook together in a rush", "Running commentary from the judge"],
      },
      {
        phase: "The Tasting",
        description:
          "Spoon by spoon, the judge tastes everything, and the finalist watches every reaction far too closely.",
        duration: "5-10 minutes",
        actions: ["Feed each other a taste", "Three-word verdicts", "A plea for extra marks"],
      },
      {
        phase: "The Verdict",
        description: "The results are announced, and the prize is whatever you agreed, awarded with great ceremony.",
        duration: "5 minutes",
        actions: [
          "A final score",
          "A prize: a kiss, a dance or the washing-up done",
          "Applause from an imaginary audience",
        ],
      },
      {
        phase: "Eating the Evidence",
        description: "Step out of the show, sit down together and actually eat what you made, however it turned out.",
        duration: "10 minutes",
        actions: ["Share the dish", "Compliment one real thing about it", "Wash up together"],
      },
    ],
  },
  {
    id: "the-night-train",
    title: "The Night Train",
    description:
      "Two strangers discover they have been booked into the same sleeper compartment on an overnight train across Europe. With the countryside rushing past in the dark, there is nowhere to go and plenty of time.",
    category: "modern",
    characters: ["The Passenger in the Top Bunk", "The Passenger in the Lower Bunk"],
    setting:
      "A sleeper compartment: the bed with the curtains drawn, a small lamp, the rhythm of a train on a speaker and two small bags.",
    props: [
      "A recording of a train on the rails",
      "Two travel bags",
      "A small lamp or a torch",
      "A paperback and a pair of reading glasses",
      "A bar of chocolate to share",
    ],
    difficulty: "Intermediate",
    duration: "30-45 minutes",
    spicyLevel: 4,
    setupInstructions: [
      'Settle the ground rules as yourselves before anyone boards: talk through what this overnight meeting may include and what is firmly out, agree a safe word ("next stop"), and agree that either passenger can stop the journey at any moment.',
      "Decide your invented reasons for travelling and where each of you is really getting off.",
      "Set the scene: curtains drawn, one small light, the train sound low.",
      "One passenger is already in the compartment; the other arrives with a bag and the wrong ticket.",
    ],
    characterGuides: [
      {
        character: "The Passenger in the Top Bunk",
        personality: "Reserved, bookish and rather formal at first, with a bone-dry sense of humour.",
        dialogue: [
          '"I think there has been a mistake. This is compartment nine. I booked it alone."',
          '"I do not usually talk to strangers on trains. You seem to be the exception."',
          '"We cross the border at three. Stay awake with me until then?"',
        ],
        actions: [
          "Look up from your book every time they move.",
          "Offer half of the chocolate bar as a peace treaty.",
          'Switch off the lamp and open the curtain to the "stars".',
        ],
      },
      {
        character: "The Passenger in the Lower Bunk",
        personality: "Easy-going, chatty and entirely unbothered by sharing; has an answer for everything.",
        dialogue: [
          '"The conductor said it was this or the luggage rack. I chose the company."',
          '"Tell me where you are going, and I will tell you what I am running away from."',
          '"The train is rocking a lot tonight. Do you mind if I sit a little closer?"',
        ],
        actions: [
          "Unpack noisily and apologise charmingly.",
          "Perch on the edge of the other bunk to talk.",
          "Borrow their reading glasses and read them a line from their own book.",
        ],
      },
    ],
    scenarioFlow: [
      {
        phase: "Boarding",
        description: "An awkward introduction, a ticket mix-up and a reluctant agreement to share.",
        duration: "5-10 minutes",
        actions: ["The mix-up", "Unpacking", "Chocolate diplomacy"],
      },
      {
        phase: "Somewhere in the Dark",
        description: "Hours pass in talk and comfortable quiet; the compartment seems to shrink with every mile.",
        duration: "10-15 minutes",
        actions: ["Trade travel stories", "A confession about the journey", "Sit side by side on one bunk"],
      },
      {
        phase: "The Border at Three",
        description:
          "At the border the train stops and the world goes quiet; the passengers decide what the night means, within the limits you agreed.",
        duration: "10-20 minutes",
        actions: [
          "A kiss as the train stops, if you both want it",
          "Check in with each other",
          "Keep to your agreed limits",
        ],
      },
      {
        phase: "Arrival",
        description:
          "Morning comes: open the curtains, drop the roles, make a real coffee and talk about a train journey you might one day take.",
        duration: "5-10 minutes",
        actions: ["Stretch and cuddle", "A warm drink", "Dream up a real journey"],
      },
    ],
  },
  {
    id: "stuck-between-floors",
    title: "Stuck Between Floors",
    description:
      "Two strangers step into the same lift in a tall building late on a Friday, and it jams between the ninth and tenth floors. The help button only plays music. Nobody is coming for an hour.",
    category: "modern",
    characters: ["The One With the Takeaway", "The One With the Umbrella"],
    setting:
      "A stuck lift: the hallway or a corner of a room, the lights down to one lamp and hold music playing on a loop.",
    props: [
      "A bag of takeaway or snacks",
      "A damp umbrella or a coat",
      "Hold music on repeat (the more irritating the better)",
      'A phone with "no signal" (a prop)',
      "A torch for the power cut",
    ],
    difficulty: "Beginner",
    duration: "15-30 minutes",
    spicyLevel: 2,
    setupInstructions: [
      'Agree the story together first: how much the flirting in the lift may heat up, what stays out, a safe word ("ground floor"), and that either of you may stop the scene at any time without explaining why.',
      "If either of you dislikes small spaces, use a whole room and pretend; comfort comes first.",
      "Choose the hold music together, and agree that it must be terrible.",
      "Each invent what you were doing in the building so late.",
    ],
    characterGuides: [
      {
        character: "The One With the Takeaway",
        personality: "Hungry, chatty and unexpectedly good in a crisis.",
        dialogue: [
          '"Right. We are stuck. I have noodles for two, if you are not too proud to share."',
          '"Play a game with me. Truth or dare, lift edition."',
          '"If we are here all night, I would like to know your name by morning."',
        ],
        actions: [
          "Press every button, twice.",
          "Share your takeaway with a flourish.",
          "Sit on the floor and pat the space beside you.",
        ],
      },
      {
        character: "The One With the Umbrella",
        personality: "Buttoned-up, mildly panicked and thawing quickly.",
        dialogue: [
          '"I have pressed the alarm four times. It is playing the same song."',
          '"I never take the lift. I took it tonight. This is my reward."',
          '"When the lights came back on, were you standing this close before?"',
        ],
        actions: [
          "Stand in the furthest corner, then slowly give up on it.",
          "Shine the torch under your chin to tell a spooky story.",
          "Offer your coat when it gets chilly.",
        ],
      },
    ],
    scenarioFlow: [
      {
        phase: "Going Up",
        description: "The lift lurches to a halt, and two strangers react in completely different ways.",
        duration: "5 minutes",
        actions: ["The jolt", "Press all the buttons", "Introductions through gritted teeth"],
      },
      {
        phase: "The Waiting Game",
        description: "Sitting on the floor, sharing noodles and playing silly games while the hold music loops.",
        duration: "5-15 minutes",
        actions: ["Share the takeaway", "Play truth or dare, lift edition", "The lights flicker; move closer"],
      },
      {
        phase: "The Doors Open",
        description:
          'Just as something was about to happen, the lift jerks back into life. Do they step out, or press "up" once more?',
        duration: "5 minutes",
        actions: ["A kiss as the lift moves, if welcome", "Decide together: out or up", "Swap numbers, in character"],
      },
      {
        phase: "Out of the Lift",
        description:
          "Switch off the hold music for ever, step out of character and pick your favourite moment of the rescue.",
        duration: "5 minutes",
        actions: ["Silence the music", "A cuddle somewhere roomy", "Laugh about the best line"],
      },
    ],
  },
  {
    id: "the-secret-admirer",
    title: "The Secret Admirer",
    description:
      "All day, unsigned notes have been turning up: in a coat pocket, under a mug, tucked into the bathroom mirror. Tonight the last note names a time and a place, and the admirer is waiting there.",
    category: "modern",
    characters: ["The Secret Admirer", "The One Being Admired"],
    setting:
      "Your home across a whole day, ending in a room lit low with candles or fairy lights, one chair and a single flower.",
    props: [
      "Five to seven small handwritten notes",
      "A single flower",
      "Fairy lights or candles",
      "A blindfold, if you have both agreed to one",
      "A song to play at the reveal",
    ],
    difficulty: "Intermediate",
    duration: "A day of notes, then 20-40 minutes",
    spicyLevel: 3,
    setupInstructions: [
      'Because this one starts long before the scene, agree it properly the day before as yourselves: what the notes may hint at, what is out, a safe word ("signed") for the evening, and that either of you may call it off at any point, even halfway through the day.',
      "The admirer writes the notes and hides them; nothing that would embarrass either of you if a visitor found one.",
      "If a blindfold is part of the reveal, keep it loose, keep checking in, and take it off the moment it is asked for.",
      "If you use real candles, keep them well away from curtains and bedding.",
    ],
    characterGuides: [
      {
        character: "The Secret Admirer",
        personality: "Patient, poetic and a little mischievous; has noticed everything for a very long time.",
        dialogue: [
          '"You found them all. I wondered whether you would find the one in the biscuit tin."',
          '"I have admired you from a distance for a while. I would like to try a little closer."',
          '"Every note told the truth. Would you like to hear the rest of it?"',
        ],
        actions: [
          "Wait in the softly lit room with the flower.",
          "Recite one of your notes, slowly, as you come closer.",
          "Ask permission before each step nearer.",
        ],
      },
      {
        character: "The One Being Admired",
        personality: "Curious, flattered and enjoying the mystery more than they will admit.",
        dialogue: [
          '"I have found notes in my pocket, my shoe and my cereal. You have been busy."',
          '"I had a suspicion. I was hoping I was right."',
          '"Tell me which note you wrote first. And why."',
        ],
        actions: [
          "Gather the notes through the day and bring them all with you.",
          "Guess the admirer's identity with great ceremony, even though you know.",
          "Choose whether to wear the blindfold for the reveal.",
        ],
      },
    ],
    scenarioFlow: [
      {
        phase: "Notes All Day",
        description: "The admirer's notes appear through the day, each a little warmer than the last.",
        duration: "Through the day",
        actions: ["Hide the notes", "Find the notes", "Say nothing about them out loud"],
      },
      {
        phase: "The Meeting Place",
        description: "At the appointed time, the admired one arrives at the room named in the final note.",
        duration: "5-10 minutes",
        actions: ["The reveal, with or without a blindfold", "The flower changes hands", "Read a note together"],
      },
      {
        phase: "Every Word True",
        description:
          "The admirer explains each note in person, and the evening unfolds from there, inside the limits you both chose.",
        duration: "10-20 minutes",
        actions: ["Talk through each note", "A kiss for each one, if welcome", "Check in along the way"],
      },
      {
        phase: "Signed, With Love",
        description:
          "Step out of the game, snuff any candles and keep the notes somewhere safe; then say aloud one real thing you admire.",
        duration: "5-10 minutes",
        actions: ["Snuff the candles", "Cuddle and talk", "Keep the notes together"],
      },
    ],
  },
  {
    id: "do-not-disturb",
    title: "Do Not Disturb",
    description:
      "Two people who have flirted by message for weeks finally meet in a hotel room with a sign on the door. Both have imagined this evening; neither knows what the other truly wants until they ask.",
    category: "modern",
    characters: ["The One Who Booked the Room", "The One Who Knocked"],
    setting:
      'A hotel room at home: fresh sheets, a "Do Not Disturb" sign on the door handle, two glasses, one lamp and a key card cut from cardboard.',
    props: [
      'A handwritten "Do Not Disturb" sign',
      "Fresh sheets and plenty of pillows",
      "Two glasses and a bottle of something",
      "A robe each",
      'Your "messages" written out on cards, to read aloud',
    ],
    difficulty: "Advanced",
    duration: "45-60 minutes",
    spicyLevel: 5,
    setupInstructions: [
      'The whole scene is about asking, so start that way: sit down together as yourselves and talk through desires, limits and anything firmly off the list, agree a safe word ("checkout") and a gentler one ("slower"), and be clear that one word from either of you ends the evening, no questions asked.',
      'Write out three of the "messages" from your weeks of flirting on cards, each wish said a little more boldly than the last.',
      "Make the room feel like a hotel: fresh sheets, folded towels, the sign on the handle, phones off.",
      "Keep water by the bed and plan a pause halfway through to check in out of character.",
    ],
    characterGuides: [
      {
        character: "The One Who Booked the Room",
        personality: "Composed on the outside, thrilled on the inside; has planned the room down to the last pillow.",
        dialogue: [
          '"You are even better than your messages. And your messages were very good."',
          '"I have read your last card twenty times. Tell me which parts you meant."',
          '"Nothing happens tonight unless we both say yes to it, out loud."',
        ],
        actions: [
          "Open the door slowly and let them take in the room.",
          "Pour two drinks and sit a little apart to begin with.",
          "Read one of the cards aloud, then ask whether it still stands.",
        ],
      },
      {
        character: "The One Who Knocked",
        personality: "Bold in writing, shyer in person at first, then bolder than ever.",
        dialogue: [
          '"I almost turned back in the corridor. I am very glad I did not."',
          '"Read me the one I sent last Tuesday. I want to watch your face."',
          '"Ask me what I want. I would like to say it to you."',
        ],
        actions: [
          "Knock twice, pause, then once more.",
          "Hang the sign on the handle yourself.",
          "Answer each card honestly: yes, not yet or no.",
        ],
      },
    ],
    scenarioFlow: [
      {
        phase: "The Knock",
        description:
          "The door opens, and two people who have known each other only in words see each other in the room at last.",
        duration: "5-10 minutes",
        actions: ["A nervous hello", "A drink at a little distance", "The sign goes on the door"],
      },
      {
        phase: "Reading the Messages",
        description: "The cards are read aloud one by one, and each wish is answered honestly: yes, not yet or no.",
        duration: "10-15 minutes",
        actions: ["Read each card", "Answer out loud", "Move closer only with a yes"],
      },
      {
        phase: "Checked In",
        description:
          "The evening unfolds as the answers allow, with a planned pause halfway to check in as yourselves.",
        duration: "15-30 minutes",
        actions: ["Stay inside your agreed limits", "Pause to check in", "Keep water within reach"],
      },
      {
        phase: "Late Checkout",
        description:
          "Take down the sign, step out of the roles and look after each other: water, a snack, a long cuddle and a talk about what felt good.",
        duration: "10 minutes",
        actions: ["Water and a snack", "A long, unhurried cuddle", "Talk about what to keep and what to change"],
      },
    ],
  },
  {
    id: "rivals-at-the-open-house",
    title: "Rivals at the Open House",
    description:
      "Two strangers turn up at the same open-house viewing for the flat of their dreams. To beat the other bidders they pretend to be a couple, and the pretending goes suspiciously well.",
    category: "modern",
    characters: ["The First Bidder", "The Second Bidder"],
    setting:
      "An open house: your own home, tidied like a show flat, with a brochure on the side, a bowl of lemons and a tour route planned.",
    props: [
      'A home-made "property brochure"',
      "A tape measure",
      "A clipboard",
      "A bowl of lemons (every show flat has one)",
      "Smart-casual outfits",
    ],
    difficulty: "Beginner",
    duration: "20-30 minutes",
    spicyLevel: 2,
    setupInstructions: [
      'Have a quick planning chat as yourselves before the viewing: agree how romantic the fake relationship may turn, anything that is out of bounds, and a safe word ("sold"); either of you may stop the viewing whenever you like.',
      "Write the brochure together in the most overblown property-listing language you can manage.",
      'Plan a tour through three or four rooms, with one "feature" in each.',
      "The imaginary other bidders are always watching: stay convincing at all times.",
    ],
    characterGuides: [
      {
        character: "The First Bidder",
        personality: "Competitive, practical and armed with a tape measure; has wanted a flat like this for years.",
        dialogue: [
          '"Darling, we adore the kitchen, do we not? Nod. Nod more."',
          '"If we are going to be convincing, we should probably hold hands. For the bid."',
          '"The brochure says this room is perfect for two. Shall we test that?"',
        ],
        actions: [
          "Measure everything, including the distance between the two of you.",
          'Take their hand whenever the "other bidders" walk past.',
          "Whisper tactics in their ear.",
        ],
      },
      {
        character: "The Second Bidder",
        personality: "Improvises wildly, giving the fake couple an elaborate history on the spot.",
        dialogue: [
          '"We met at a cheese festival. It was love at first brie."',
          '"We are very much in love. Are we not, my little tape measure?"',
          '"I think the other bidders have gone. We could stop pretending. Or not."',
        ],
        actions: [
          "Invent a romantic backstory for every room.",
          "Open cupboards and gasp at the storage.",
          "Propose putting in an offer together, for real.",
        ],
      },
    ],
    scenarioFlow: [
      {
        phase: "The Viewing",
        description: "Two strangers meet at the front door and hatch a plan to pose as a couple.",
        duration: "5 minutes",
        actions: ["Meet in the hallway", "Agree the fake backstory", "Link arms"],
      },
      {
        phase: "The Tour",
        description:
          "Room by room, the fake couple performs for the imaginary bidders, and the act gets harder to tell from the real thing.",
        duration: "10-15 minutes",
        actions: ["Hold hands for the audience", "Measure things together", "One kiss for show, if you both like"],
      },
      {
        phase: "Making an Offer",
        description: "The other bidders leave, and the two rivals decide whether to put in a bid together.",
        duration: "5 minutes",
        actions: ["Drop the act, or not", "Make a joint offer", "Seal it however you agreed"],
      },
      {
        phase: "Home Sweet Home",
        description:
          "Step out of the roles, put the kettle on and tell each other what you love about the home you really share.",
        duration: "5 minutes",
        actions: ["Make tea", "Name a favourite corner of your home", "A cuddle on the sofa"],
      },
    ],
  },
];
