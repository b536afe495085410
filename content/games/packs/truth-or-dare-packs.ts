/**
 * Truth or Dare packs beyond the classic set: four themed packs of 64 items each (32 truths, 32 dares), written
 * for this product. Ids are `<packId>-t<n>` and `<packId>-d<n>`. Each pack spreads its spicy levels roughly 30%
 * at 1-2, 40% at 3 and 30% at 4-5; every dare has a concrete action with a time or a limit and leaves room to
 * swap or pass. Items that use oil, ice, wax, a blindfold or restraint carry their own short safety note.
 */
import type { ContentPack } from "./types";
import type { SpicyLevel } from "../types";
import type { TruthOrDareCategory, TruthOrDareItem } from "../truth-or-dare";

function truth(id: string, spicyLevel: SpicyLevel, category: TruthOrDareCategory, question: string): TruthOrDareItem {
  return { id, type: "truth", question, spicyLevel, category };
}

function dare(id: string, spicyLevel: SpicyLevel, category: TruthOrDareCategory, question: string): TruthOrDareItem {
  return { id, type: "dare", question, spicyLevel, category };
}

const FIRST_YEAR: ContentPack<TruthOrDareItem> = {
  id: "first-year",
  name: "First year together",
  description: "For the early chapters: firsts, small discoveries and learning each other by heart.",
  items: [
    // Truths, level 1
    truth("first-year-t1", 1, "Memories", "What did you tell your closest friend about me after our first few dates?"),
    truth(
      "first-year-t2",
      1,
      "Personality",
      "Which of my everyday habits surprised you most once we started spending whole days together?",
    ),
    truth(
      "first-year-t3",
      1,
      "Romance",
      "Which of our firsts this year would you mark on the calendar and celebrate every year from now on?",
    ),
    truth(
      "first-year-t4",
      1,
      "Preferences",
      "What should I know about how you like to be woken up: gently, with breakfast or not at all until nine?",
    ),
    truth(
      "first-year-t5",
      1,
      "Future",
      "What little tradition would you like the two of us to start before our first anniversary?",
    ),
    // Truths, level 2
    truth(
      "first-year-t6",
      2,
      "Attraction",
      "When did you first catch yourself staring at me and hope I had not noticed?",
    ),
    truth(
      "first-year-t7",
      2,
      "Touch",
      "Which small touch of mine have you already started to miss on the nights we sleep apart?",
    ),
    truth(
      "first-year-t8",
      2,
      "Physical",
      "Which of my features did you only start to appreciate once you had seen it up close?",
    ),
    truth(
      "first-year-t9",
      2,
      "Kissing",
      "Has any kiss of ours so far taken you by surprise, and what made it different?",
    ),
    truth("first-year-t10", 2, "Love", "When did saying goodnight to me start to feel harder than it should?"),
    // Truths, level 3
    truth("first-year-t11", 3, "Intimacy", "What were you nervous to let me see at first that now feels easy?"),
    truth(
      "first-year-t12",
      3,
      "Preferences",
      "Morning cuddler, bedtime cuddler or both, and how long before you need your own side of the bed?",
    ),
    truth(
      "first-year-t13",
      3,
      "Sensual",
      "Which of my scents have you already learned by heart: my shampoo, my jumper or my skin after a long walk?",
    ),
    truth(
      "first-year-t14",
      3,
      "Touch",
      "Where do you like to be touched as you drift off to sleep, and where is strictly off limits?",
    ),
    truth(
      "first-year-t15",
      3,
      "Desire",
      "What did you want to do on one of our early dates but talked yourself out of?",
    ),
    truth(
      "first-year-t16",
      3,
      "Attraction",
      "What was the first thing I did that made you think, quietly, that you were in trouble?",
    ),
    truth(
      "first-year-t17",
      3,
      "Memories",
      "What detail from the first time you stayed over have you never mentioned to me?",
    ),
    truth(
      "first-year-t18",
      3,
      "Personality",
      "How do I act when I am tired, hungry or shy, and which version of me do you find sweetest?",
    ),
    truth(
      "first-year-t19",
      3,
      "Physical",
      "Which spot on you have I not discovered yet, and would you rather tell me or let me find it?",
    ),
    truth(
      "first-year-t20",
      3,
      "Kissing",
      "How has the way we kiss changed since our very first weeks, and what do you like about the change?",
    ),
    truth("first-year-t21", 3, "Romance", "What did I do early on that made you feel properly looked after?"),
    truth(
      "first-year-t22",
      3,
      "Adventure",
      "Where would you like our first night away together to be, and what would you pack for it?",
    ),
    truth(
      "first-year-t23",
      3,
      "Preferences",
      "Big spoon, little spoon or tangled up any old way: which do you honestly sleep best in?",
    ),
    // Truths, level 4
    truth(
      "first-year-t24",
      4,
      "Intimacy",
      "What have you found out about yourself in our first months together that you did not expect?",
    ),
    truth("first-year-t25", 4, "Sensual", "Which way of mine of touching you have you already come to crave?"),
    truth(
      "first-year-t26",
      4,
      "Desire",
      "What would you like to explore with me now that we know each other a little better?",
    ),
    truth(
      "first-year-t27",
      4,
      "Fantasy",
      "Back when we were new, how did you picture our first night together, and how close did reality come?",
    ),
    truth(
      "first-year-t28",
      4,
      "Performance",
      "What do I do in bed that deserves a gold star, and what would you love a little differently?",
    ),
    truth(
      "first-year-t29",
      4,
      "Preferences",
      "What signal, a word or a look, could tell me you are in the mood without you having to say it?",
    ),
    // Truths, level 5
    truth(
      "first-year-t30",
      5,
      "Desire",
      "What have you wanted to ask me for since our first weeks, saving it for the right moment?",
    ),
    truth(
      "first-year-t31",
      5,
      "Intimacy",
      "When have you felt most completely yourself with me in bed, and what made that possible?",
    ),
    truth(
      "first-year-t32",
      5,
      "Fantasy",
      "Now that we know each other's rhythms, what would you like our next unhurried night to include?",
    ),
    // Dares, level 1
    dare(
      "first-year-d1",
      1,
      "Playful",
      "Guess my coffee order, my comfort meal and my karaoke song in under a minute; I mark you out of three.",
    ),
    dare(
      "first-year-d2",
      1,
      "Memories",
      "Act out the moment we met in thirty seconds, playing both of us, nerves and all.",
    ),
    dare(
      "first-year-d3",
      1,
      "Romance",
      "Write today's date and one sentence about us on a slip of paper, then hide it somewhere I will find it in a month.",
    ),
    dare(
      "first-year-d4",
      1,
      "Touch",
      "Study my hand for one minute, every ring, freckle and knuckle, then describe it to me with your eyes closed.",
    ),
    dare(
      "first-year-d5",
      1,
      "Activities",
      "Teach me something from your childhood, a clapping game, a card trick or a tongue twister, in three minutes.",
    ),
    // Dares, level 2
    dare(
      "first-year-d6",
      2,
      "Kissing",
      "Give me the ten-second kiss you wanted to give me on our first date but were too polite to.",
    ),
    dare(
      "first-year-d7",
      2,
      "Sensual",
      "Find the spot behind my ear that makes me shiver in three tries or fewer; a shrug from me means try again.",
    ),
    dare(
      "first-year-d8",
      2,
      "Attraction",
      "Pick one photo of me from this year and spend a minute telling me exactly what you like about it.",
    ),
    dare(
      "first-year-d9",
      2,
      "Playful",
      "Sketch a quick map of where you think I am ticklish, then test just one spot; I can call 'wrong' or 'mercy'.",
    ),
    dare(
      "first-year-d10",
      2,
      "Touch",
      "Give me a thirty-second hand massage, ask which part I liked best, then do that part again.",
    ),
    // Dares, level 3
    dare(
      "first-year-d11",
      3,
      "Touch",
      "Spend two minutes learning my back with your palms, asking 'here?' and waiting for my answer each time.",
    ),
    dare(
      "first-year-d12",
      3,
      "Sensual",
      "Breathe in slowly at my shoulder, then tell me in one sentence what I smell like to you.",
    ),
    dare(
      "first-year-d13",
      3,
      "Kissing",
      "Try three kisses on my cheek, one soft, one playful and one lingering, and ask me to rank them.",
    ),
    dare(
      "first-year-d14",
      3,
      "Intimacy",
      "Lie beside me for three minutes and tell me one new thing you have learned about me in each minute.",
    ),
    dare(
      "first-year-d15",
      3,
      "Attraction",
      "Describe, in one minute, the first time you saw me dressed up and what went through your head.",
    ),
    dare(
      "first-year-d16",
      3,
      "Playful",
      "Give me a sixty-second museum tour of your own sensitive spots, pointing only; touching is by invitation.",
    ),
    dare(
      "first-year-d17",
      3,
      "Romance",
      "Recreate something from our first date, a drink, a dessert or a song, with what we have at home in five minutes, then toast us.",
    ),
    dare(
      "first-year-d18",
      3,
      "Desire",
      "Whisper three things you wanted to say in our first month but kept to yourself; I can ask for a fourth or call it there.",
    ),
    dare(
      "first-year-d19",
      3,
      "Physical",
      "With my okay, pick a freckle or mark of mine you have never asked about, ask me its story, then kiss it.",
    ),
    dare(
      "first-year-d20",
      3,
      "Adventure",
      "Plan our first proper weekend away in three minutes, map in hand, and choose one thing there that is just for us.",
    ),
    dare(
      "first-year-d21",
      3,
      "Activities",
      "In five minutes, put together a snack from things I have told you I love; if you guess wrong, you eat it.",
    ),
    dare(
      "first-year-d22",
      3,
      "Performance",
      "Give me a slow scalp massage for two minutes, and ask halfway whether I want it firmer or softer.",
    ),
    dare(
      "first-year-d23",
      3,
      "Preferences",
      "Show me, on my forearm, the lightest and the firmest touch you enjoy, then let me copy both.",
    ),
    // Dares, level 4
    dare(
      "first-year-d24",
      4,
      "Sensual",
      "With my okay, kiss slowly along my arm from wrist to shoulder and stop wherever I say 'there'.",
    ),
    dare(
      "first-year-d25",
      4,
      "Touch",
      "Take two minutes to find three new places I love being touched; I answer each try with warmer or colder.",
    ),
    dare(
      "first-year-d26",
      4,
      "Kissing",
      "Kiss me for one minute as if it were our very first, then for one minute as if it were our hundredth.",
    ),
    dare(
      "first-year-d27",
      4,
      "Intimacy",
      "Asking first, take off one layer of mine and tell me what you remember about the first time you did.",
    ),
    dare(
      "first-year-d28",
      4,
      "Desire",
      "Write three things you would like us to try this year on folded slips; I pick one to read aloud and the rest stay sealed.",
    ),
    dare(
      "first-year-d29",
      4,
      "Performance",
      "Tell me one thing I do in bed you would love more of and one you would like slower, then seal the feedback with a one-minute kiss.",
    ),
    // Dares, level 5
    dare(
      "first-year-d30",
      5,
      "Fantasy",
      "In a low voice and under a minute, describe the night you imagined with us before we ever got that far; I can pause you with a kiss.",
    ),
    dare(
      "first-year-d31",
      5,
      "Sensual",
      "Spend five unhurried minutes discovering me as if for the first time, hands and lips only, and check in with me at the halfway mark.",
    ),
    dare(
      "first-year-d32",
      5,
      "Intimacy",
      "Name one thing from our first months you would love to repeat tonight; if we both say yes, begin it now, and if not, save it.",
    ),
  ],
};

const FAR_APART: ContentPack<TruthOrDareItem> = {
  id: "far-apart",
  name: "Far apart, on video",
  description: "For nights on a screen: truths to talk through and dares done on camera or by message, miles apart.",
  items: [
    // Truths, level 1
    truth("far-apart-t1", 1, "Personality", "What is the first thing you do after one of our calls ends, honestly?"),
    truth("far-apart-t2", 1, "Romance", "Which of my messages have you read more than once, and what did it say?"),
    truth(
      "far-apart-t3",
      1,
      "Future",
      "When we are finally in the same place, what ordinary errand do you most want to run with me?",
    ),
    truth("far-apart-t4", 1, "Love", "What time of day do you miss me most, and what are you usually doing then?"),
    truth(
      "far-apart-t5",
      1,
      "Memories",
      "Which goodbye at a station or an airport was hardest for you, and what did you do straight after?",
    ),
    // Truths, level 2
    truth("far-apart-t6", 2, "Attraction", "What do I do on video that you find unexpectedly attractive?"),
    truth("far-apart-t7", 2, "Physical", "Which of my features do you wish your camera did better justice to?"),
    truth(
      "far-apart-t8",
      2,
      "Sensual",
      "What do you keep of mine, a jumper, a scent or a note, that brings me closer when you are alone?",
    ),
    truth(
      "far-apart-t9",
      2,
      "Romance",
      "If you could post me one thing tonight that would arrive by morning, what would you send?",
    ),
    truth("far-apart-t10", 2, "Touch", "When you picture me lying next to you, where is my hand resting?"),
    // Truths, level 3
    truth("far-apart-t11", 3, "Desire", "Which text from me would make your whole day if it landed at lunchtime?"),
    truth("far-apart-t12", 3, "Intimacy", "What makes you feel close to me even through a screen?"),
    truth(
      "far-apart-t13",
      3,
      "Preferences",
      "Calls in bed, calls on a walk or calls with the camera off: which feels most intimate to you?",
    ),
    truth(
      "far-apart-t14",
      3,
      "Fantasy",
      "Describe the first evening after we are reunited, starting from the moment the door closes behind us.",
    ),
    truth(
      "far-apart-t15",
      3,
      "Sensual",
      "Which sound I make, or which way I say your name, do you replay when we are apart?",
    ),
    truth("far-apart-t16", 3, "Attraction", "If you got to choose, what would I be wearing on our next video call?"),
    truth(
      "far-apart-t17",
      3,
      "Kissing",
      "Where will you kiss me first when we next meet, and where are you saving for later?",
    ),
    truth(
      "far-apart-t18",
      3,
      "Memories",
      "Which goodbye kiss at the end of a visit do you still think about, and why that one?",
    ),
    truth(
      "far-apart-t19",
      3,
      "Personality",
      "Are you braver by message than in person, and what have you typed that you would never say face to face?",
    ),
    truth(
      "far-apart-t20",
      3,
      "Touch",
      "If I could appear beside you for five minutes only, how would you want to spend them?",
    ),
    truth(
      "far-apart-t21",
      3,
      "Activities",
      "Which film, meal or game would you like us to share in sync on our next long call?",
    ),
    truth(
      "far-apart-t22",
      3,
      "Romance",
      "What would your perfect video date look like, from the lighting to the sign-off?",
    ),
    truth(
      "far-apart-t23",
      3,
      "Adventure",
      "Where would you like to meet halfway, somewhere new to both of us, and what would we do first?",
    ),
    // Truths, level 4
    truth(
      "far-apart-t24",
      4,
      "Desire",
      "What kind of message would you love to wake up to from me that you have never asked for?",
    ),
    truth(
      "far-apart-t25",
      4,
      "Fantasy",
      "When you imagine us together at night while we are apart, what is the first thing that happens?",
    ),
    truth(
      "far-apart-t26",
      4,
      "Intimacy",
      "What would make a flirtier video call feel comfortable and safe for you: the lighting, the timing or a few rules?",
    ),
    truth(
      "far-apart-t27",
      4,
      "Sensual",
      "Which of my voices, sleepy, laughing or low, gets to you most over the phone?",
    ),
    truth(
      "far-apart-t28",
      4,
      "Preferences",
      "Voice note, text or camera: which way do you most like to flirt, and how much are you happy to share each way?",
    ),
    truth(
      "far-apart-t29",
      4,
      "Physical",
      "Looking at me on this screen right now, what would you reach for first if I were within arm's length?",
    ),
    // Truths, level 5
    truth(
      "far-apart-t30",
      5,
      "Fantasy",
      "In as much detail as feels right, describe the night you are saving for when we are finally in the same room.",
    ),
    truth(
      "far-apart-t31",
      5,
      "Desire",
      "What would you like me to say to you on the phone late at night that you would never hear from me in public?",
    ),
    truth(
      "far-apart-t32",
      5,
      "Intimacy",
      "What is the most intimate moment we have shared without being in the same room, and what made it work?",
    ),
    // Dares, level 1
    dare(
      "far-apart-d1",
      1,
      "Playful",
      "Give me a two-minute tour of the room you are in, like an estate agent, with one secret item hidden for me to spot.",
    ),
    dare(
      "far-apart-d2",
      1,
      "Romance",
      "Hold up a handwritten sign to the camera with three words about how you feel about me today.",
    ),
    dare(
      "far-apart-d3",
      1,
      "Activities",
      "Make yourself a drink on camera in under three minutes, narrating every step like a cookery show.",
    ),
    dare(
      "far-apart-d4",
      1,
      "Memories",
      "Find the oldest photo of us on your phone within one minute and tell me the story behind it.",
    ),
    dare(
      "far-apart-d5",
      1,
      "Playful",
      "Draw me from memory in sixty seconds and hold it up to the camera, however it turns out.",
    ),
    // Dares, level 2
    dare(
      "far-apart-d6",
      2,
      "Attraction",
      "Send me a photo from this week in which you felt good about how you looked, and tell me why.",
    ),
    dare(
      "far-apart-d7",
      2,
      "Kissing",
      "Blow me a kiss through the camera, then tell me in one sentence exactly where it was meant to land.",
    ),
    dare(
      "far-apart-d8",
      2,
      "Sensual",
      "Turn the lights down where you are, light a candle if you have one, and tell me in a minute how the room feels now.",
    ),
    dare(
      "far-apart-d9",
      2,
      "Romance",
      "Read aloud a message I sent you months ago, in your most dramatic voice, and tell me what you thought when it arrived.",
    ),
    dare(
      "far-apart-d10",
      2,
      "Love",
      "Record a thirty-second voice note for me to play before I sleep tonight, saying anything you like.",
    ),
    // Dares, level 3
    dare(
      "far-apart-d11",
      3,
      "Desire",
      "Type a flirty message, wait thirty seconds, then send it without editing a word; I will read it aloud.",
    ),
    dare(
      "far-apart-d12",
      3,
      "Attraction",
      "Change into what you would wear on our next date in person and give me a slow twirl for the camera.",
    ),
    dare(
      "far-apart-d13",
      3,
      "Sensual",
      "Whisper into your microphone for thirty seconds what you would do if I were sitting beside you.",
    ),
    dare(
      "far-apart-d14",
      3,
      "Playful",
      "Strut a sixty-second catwalk across your room to a song I choose, finishing with a look straight down the lens.",
    ),
    dare(
      "far-apart-d15",
      3,
      "Intimacy",
      "Hold my gaze through the camera for one minute without talking, then tell me what you were thinking.",
    ),
    dare(
      "far-apart-d16",
      3,
      "Fantasy",
      "Spend two minutes describing the hotel room you would book for our reunion, down to the sheets and the view.",
    ),
    dare(
      "far-apart-d17",
      3,
      "Touch",
      "Show me on your own hand, slowly and for thirty seconds, how you would hold mine if we were side by side.",
    ),
    dare(
      "far-apart-d18",
      3,
      "Adventure",
      "Send me a link to somewhere we could meet halfway and sell it to me in sixty seconds.",
    ),
    dare(
      "far-apart-d19",
      3,
      "Kissing",
      "Kiss your fingertips, press them to the screen where my cheek is, and tell me in one sentence what would come next.",
    ),
    dare(
      "far-apart-d20",
      3,
      "Performance",
      "Dance on camera for one minute to the next song your music app plays; you may skip one truly dreadful track.",
    ),
    dare(
      "far-apart-d21",
      3,
      "Preferences",
      "Describe in detail the outfit I should wear on our next call; I can say yes, swap one piece or pass.",
    ),
    dare(
      "far-apart-d22",
      3,
      "Activities",
      "Start the same film as me on the count of three and message me one flirty comment every ten minutes for the first half hour.",
    ),
    dare(
      "far-apart-d23",
      3,
      "Romance",
      "Write me a postcard during this call, read it to me aloud, then post it for real tomorrow.",
    ),
    // Dares, level 4
    dare(
      "far-apart-d24",
      4,
      "Sensual",
      "Let your hair down, undo a button or change into something softer on camera, describing it as you go; pass if you would rather not.",
    ),
    dare(
      "far-apart-d25",
      4,
      "Desire",
      "Send me a voice note of under a minute describing how you will greet me at the door when we next meet.",
    ),
    dare(
      "far-apart-d26",
      4,
      "Attraction",
      "Take a photo of the feature you like best on yourself, showing no more than you are happy to, and send it now; no screenshots without your yes.",
    ),
    dare(
      "far-apart-d27",
      4,
      "Fantasy",
      "Tell me a three-minute bedtime story in which we are together tonight; I can say 'slower' or 'skip' at any point.",
    ),
    dare(
      "far-apart-d28",
      4,
      "Performance",
      "Dim your lights, prop the camera so I can see you lying back, and tell me for one minute what you would want from my hands.",
    ),
    dare(
      "far-apart-d29",
      4,
      "Playful",
      "Message me three emojis that sum up what you would like to do with me tonight, then explain them on camera in one minute.",
    ),
    // Dares, level 5
    dare(
      "far-apart-d30",
      5,
      "Sensual",
      "Lie back with the camera close and describe in a low voice, for two minutes, how you would spend our first hour together.",
    ),
    dare(
      "far-apart-d31",
      5,
      "Desire",
      "In five sentences at most, type exactly how you want our reunion night to begin and send it for me to read after we hang up; delete it after if you prefer.",
    ),
    dare(
      "far-apart-d32",
      5,
      "Fantasy",
      "For three minutes, take turns with me adding one sentence each to a story about our first night back together; either of us can change the scene.",
    ),
  ],
};

const REKINDLE: ContentPack<TruthOrDareItem> = {
  id: "rekindle",
  name: "Rekindling",
  description: "After a baby, a busy season or a long rut: gentle ways back to each other, tiredness allowed.",
  items: [
    // Truths, level 1
    truth("rekindle-t1", 1, "Love", "What is one small thing I have done lately that made a long day easier?"),
    truth(
      "rekindle-t2",
      1,
      "Memories",
      "What do you miss most about how we spent our evenings before life got this busy?",
    ),
    truth(
      "rekindle-t3",
      1,
      "Romance",
      "If we had one free hour together this week, how would you most like to spend it?",
    ),
    truth(
      "rekindle-t4",
      1,
      "Personality",
      "What have you seen in me during this tough stretch that made you proud of me?",
    ),
    truth("rekindle-t5", 1, "Future", "What tiny ritual could we start this week that would take ten minutes or less?"),
    // Truths, level 2
    truth(
      "rekindle-t6",
      2,
      "Touch",
      "When you are running on empty, which touch helps most: a hand on your back, a foot rub or simply being held?",
    ),
    truth("rekindle-t7", 2, "Attraction", "When did you last look at me and think, there you are?"),
    truth("rekindle-t8", 2, "Intimacy", "What makes you feel seen by me when you are too tired to say much?"),
    truth(
      "rekindle-t9",
      2,
      "Kissing",
      "Do you miss our long kisses, and when could we fit one in without it becoming a big thing?",
    ),
    truth("rekindle-t10", 2, "Preferences", "On a hard night, what do you need first: food, quiet, a shower or me?"),
    // Truths, level 3
    truth(
      "rekindle-t11",
      3,
      "Desire",
      "What would make you feel wanted by me without any pressure for it to lead anywhere?",
    ),
    truth(
      "rekindle-t12",
      3,
      "Intimacy",
      "What gets in the way of closeness for you right now, and what could I take off your plate?",
    ),
    truth(
      "rekindle-t13",
      3,
      "Sensual",
      "What is the most relaxing thing I could do for you tonight that asks nothing back?",
    ),
    truth(
      "rekindle-t14",
      3,
      "Physical",
      "How are you feeling in your body these days, and is there anything you would like me to know?",
    ),
    truth(
      "rekindle-t15",
      3,
      "Romance",
      "What would a date at home look like that we could both realistically stay awake for?",
    ),
    truth(
      "rekindle-t16",
      3,
      "Memories",
      "Which evening from before this busy season would you most like us to recreate, even in a small way?",
    ),
    truth(
      "rekindle-t17",
      3,
      "Attraction",
      "What have you found attractive about me in this new chapter that you had not noticed before?",
    ),
    truth(
      "rekindle-t18",
      3,
      "Touch",
      "Is there a way I touch you that you would like more of, and any you would like less of for now?",
    ),
    truth(
      "rekindle-t19",
      3,
      "Love",
      "What do you think we are doing well together, even when it does not feel like much?",
    ),
    truth(
      "rekindle-t20",
      3,
      "Preferences",
      "When is the best time for us to be close these days: early morning, a quiet afternoon or late at night?",
    ),
    truth("rekindle-t21", 3, "Future", "Whenever our next night away happens, what would you like it to feel like?"),
    truth(
      "rekindle-t22",
      3,
      "Personality",
      "What helps you switch from parent, worker or carer back to simply being you with me?",
    ),
    truth(
      "rekindle-t23",
      3,
      "Kissing",
      "What kind of kiss from me would tell you I am thinking about you, not just saying hello?",
    ),
    // Truths, level 4
    truth(
      "rekindle-t24",
      4,
      "Desire",
      "What have you missed about our intimacy that you would like us to bring back gently?",
    ),
    truth(
      "rekindle-t25",
      4,
      "Intimacy",
      "What would help you feel relaxed enough to let the day go when we are close?",
    ),
    truth(
      "rekindle-t26",
      4,
      "Sensual",
      "If we had a whole evening with nobody needing us, what would you want from me first?",
    ),
    truth(
      "rekindle-t27",
      4,
      "Fantasy",
      "What small fantasy, easy to make real, would feel like a proper treat right now?",
    ),
    truth(
      "rekindle-t28",
      4,
      "Physical",
      "Does anything feel different for you since this chapter began, and how can I make it feel good?",
    ),
    truth(
      "rekindle-t29",
      4,
      "Preferences",
      "What is a gentle way for us to let each other know we are in the mood, without either of us feeling we owe a yes?",
    ),
    // Truths, level 5
    truth(
      "rekindle-t30",
      5,
      "Desire",
      "When you picture us fully reconnected, what does our first unhurried night back look like?",
    ),
    truth(
      "rekindle-t31",
      5,
      "Intimacy",
      "What would you love me to say to you in bed that would remind you how wanted you are?",
    ),
    truth(
      "rekindle-t32",
      5,
      "Fantasy",
      "Once we both have the energy, what would you like to rediscover with me first?",
    ),
    // Dares, level 1
    dare(
      "rekindle-d1",
      1,
      "Love",
      "Make me a drink exactly how I like it and bring it with a compliment; no chores may be mentioned for ten minutes.",
    ),
    dare(
      "rekindle-d2",
      1,
      "Romance",
      "Put your phone in another room and sit with me for five minutes, talking about anything but the to-do list.",
    ),
    dare(
      "rekindle-d3",
      1,
      "Touch",
      "Hold my hand on the sofa for two minutes while we each name one good thing from this week.",
    ),
    dare(
      "rekindle-d4",
      1,
      "Memories",
      "Find a photo from before this busy season and tell me, in one minute, what you love about those two people.",
    ),
    dare(
      "rekindle-d5",
      1,
      "Playful",
      "Give me a thirty-second pep talk in the style of a sports coach about getting through this week together.",
    ),
    // Dares, level 2
    dare(
      "rekindle-d6",
      2,
      "Kissing",
      "Give me a kiss that lasts ten full seconds, with no rushing off to the next job afterwards.",
    ),
    dare(
      "rekindle-d7",
      2,
      "Touch",
      "Rub my feet for three minutes while I close my eyes; swap it for a hand massage if you prefer.",
    ),
    dare(
      "rekindle-d8",
      2,
      "Sensual",
      "Run me a warm bath or shower and lay out something soft to wear afterwards, then keep me company for five minutes if I would like.",
    ),
    dare(
      "rekindle-d9",
      2,
      "Intimacy",
      "Lie down with me for five minutes, fully clothed, and let us see who dozes off first.",
    ),
    dare(
      "rekindle-d10",
      2,
      "Attraction",
      "Tell me one thing you find attractive about me right now, tired eyes and all, in a single sentence.",
    ),
    // Dares, level 3
    dare(
      "rekindle-d11",
      3,
      "Touch",
      "Give me a slow five-minute back rub with no expectation attached; I will tell you when to stop.",
    ),
    dare("rekindle-d12", 3, "Sensual", "Stroke my hair slowly for three minutes while I tell you about my day."),
    dare(
      "rekindle-d13",
      3,
      "Romance",
      "Plan a date at home for this week, after the house goes quiet, and put it in the calendar in under two minutes.",
    ),
    dare(
      "rekindle-d14",
      3,
      "Kissing",
      "Kiss me hello for twenty seconds as if we have not seen each other all week, then carry on with the evening.",
    ),
    dare(
      "rekindle-d15",
      3,
      "Intimacy",
      "Lie together for three minutes, skin to skin only where it feels comfortable, and simply breathe.",
    ),
    dare(
      "rekindle-d16",
      3,
      "Desire",
      "Tell me one thing you have been missing about us, then we each choose one small step to bring it back this week.",
    ),
    dare(
      "rekindle-d17",
      3,
      "Playful",
      "Make me laugh within one minute by any means except tickling; if you fail, you owe me a cup of tea.",
    ),
    dare(
      "rekindle-d18",
      3,
      "Activities",
      "Put on an old favourite song of ours and sway with me in the kitchen until it ends, however tired we both look.",
    ),
    dare(
      "rekindle-d19",
      3,
      "Attraction",
      "Put on one thing that makes you feel like yourself again, even just a favourite top, and show me for thirty seconds.",
    ),
    dare(
      "rekindle-d20",
      3,
      "Performance",
      "Give me a ten-minute shoulder and scalp massage with nothing but your hands, asking halfway how it feels.",
    ),
    dare(
      "rekindle-d21",
      3,
      "Love",
      "Write me a note listing three things I have done this month that you noticed, and leave it where I will find it tomorrow.",
    ),
    dare(
      "rekindle-d22",
      3,
      "Preferences",
      "Show me on my hand the touch you most want when you are exhausted, then I will give it back to you for two minutes.",
    ),
    dare(
      "rekindle-d23",
      3,
      "Memories",
      "Tell me about a night from our early days in two minutes, then kiss me the way you did back then.",
    ),
    // Dares, level 4
    dare(
      "rekindle-d24",
      4,
      "Sensual",
      "Warm a little oil between your hands and massage my shoulders for five minutes, with a blanket over the rest of me.",
    ),
    dare(
      "rekindle-d25",
      4,
      "Desire",
      "Whisper one thing you would like us to do the next time we both have energy; I answer with a kiss or a 'soon'.",
    ),
    dare(
      "rekindle-d26",
      4,
      "Touch",
      "Kiss my shoulders and back slowly for two minutes; whether it goes further is up to both of us, and stopping there is lovely too.",
    ),
    dare(
      "rekindle-d27",
      4,
      "Intimacy",
      "Share a bath with me for ten minutes, lights low, with nothing expected beyond warm water and company.",
    ),
    dare(
      "rekindle-d28",
      4,
      "Kissing",
      "Give me a slow one-minute kiss with no hands, then ask whether I would like another.",
    ),
    dare(
      "rekindle-d29",
      4,
      "Fantasy",
      "Spend two minutes describing our first night away once we manage one, hotel room and all.",
    ),
    // Dares, level 5
    dare(
      "rekindle-d30",
      5,
      "Sensual",
      "Spend ten unhurried minutes reminding me with your hands and lips that I am wanted; I can turn it into cuddling at any point.",
    ),
    dare(
      "rekindle-d31",
      5,
      "Desire",
      "In three sentences, tell me what you have missed most about us in bed, then we decide together whether tonight is the night or just the promise.",
    ),
    dare(
      "rekindle-d32",
      5,
      "Intimacy",
      "Silence the phones, close the door and give me twenty minutes of undivided attention, led entirely by what I ask for.",
    ),
  ],
};

const LAUGHING: ContentPack<TruthOrDareItem> = {
  id: "laughing",
  name: "Silly and laughing",
  description: "Giggles first: daft truths and ridiculous dares, with a flirt never far behind.",
  items: [
    // Truths, level 1
    truth(
      "laughing-t1",
      1,
      "Playful",
      "What is the most embarrassing thing you have done to impress me that I never even noticed?",
    ),
    truth("laughing-t2", 1, "Personality", "Which animal am I most like first thing in the morning, and be honest?"),
    truth("laughing-t3", 1, "Memories", "Which of our dates went the most hilariously wrong?"),
    truth("laughing-t4", 1, "Activities", "If we entered a talent show as a duo, what would our act be?"),
    truth("laughing-t5", 1, "Romance", "If our love story were a film, what would its ridiculous title be?"),
    // Truths, level 2
    truth("laughing-t6", 2, "Attraction", "Tell me the silliest thing I do that you still find oddly attractive."),
    truth(
      "laughing-t7",
      2,
      "Kissing",
      "Out of ten, how would you score our kissing, and what would earn the extra point?",
    ),
    truth(
      "laughing-t8",
      2,
      "Physical",
      "Which of my faces makes you laugh most: my thinking face, my sneezing face or my concentrating face?",
    ),
    truth("laughing-t9", 2, "Personality", "What is my most dramatic overreaction that you secretly enjoyed watching?"),
    truth("laughing-t10", 2, "Playful", "What is the cheesiest chat-up line that would actually work on you?"),
    // Truths, level 3
    truth(
      "laughing-t11",
      3,
      "Fantasy",
      "If we were a pair of secret agents, what would our code names and our cover story be?",
    ),
    truth("laughing-t12", 3, "Desire", "Which ridiculous costume would you secretly like to see me in, just once?"),
    truth("laughing-t13", 3, "Sensual", "What is the least sexy thing that somehow puts you in the mood?"),
    truth(
      "laughing-t14",
      3,
      "Touch",
      "Where am I most ticklish, and have you been keeping that knowledge for emergencies?",
    ),
    truth(
      "laughing-t15",
      3,
      "Attraction",
      "What compliment have you always wanted but feel is slightly too odd to ask for?",
    ),
    truth(
      "laughing-t16",
      3,
      "Memories",
      "What is the funniest moment we have had in bed together that was not meant to be funny?",
    ),
    truth("laughing-t17", 3, "Adventure", "What is the silliest dare you would actually do in public with me?"),
    truth(
      "laughing-t18",
      3,
      "Romance",
      "What is the most over-the-top romantic gesture you would make for me, purely for the laugh?",
    ),
    truth(
      "laughing-t19",
      3,
      "Kissing",
      "What is the most awkward kiss we have ever had, and would you like a rematch?",
    ),
    truth(
      "laughing-t20",
      3,
      "Preferences",
      "Pyjamas, socks on or socks off: which of my bedtime habits are you quietly judging?",
    ),
    truth("laughing-t21", 3, "Personality", "If I were a flavour of crisps, which would I be, and why?"),
    truth(
      "laughing-t22",
      3,
      "Performance",
      "Which of my dance moves should be banned, and which should I perform more often?",
    ),
    truth("laughing-t23", 3, "Love", "What do I do that makes you laugh so hard you forget you were cross with me?"),
    // Truths, level 4
    truth(
      "laughing-t24",
      4,
      "Fantasy",
      "If we role-played as two ridiculous characters, who would we be and how would they flirt?",
    ),
    truth(
      "laughing-t25",
      4,
      "Desire",
      "What is the most unlikely thing that has ever put you in the mood, in one sentence?",
    ),
    truth(
      "laughing-t26",
      4,
      "Sensual",
      "Which song would you pick for a slow striptease, and which would you pick just to make me laugh?",
    ),
    truth("laughing-t27", 4, "Attraction", "What is the silliest reason you have ever fancied me?"),
    truth(
      "laughing-t28",
      4,
      "Performance",
      "What is the most unexpected noise either of us has made in bed, and did it ruin the mood or improve it?",
    ),
    truth(
      "laughing-t29",
      4,
      "Playful",
      "What flirty message would you hide in a fortune cookie for me to open tonight?",
    ),
    // Truths, level 5
    truth(
      "laughing-t30",
      5,
      "Fantasy",
      "Pitch me your spiciest fantasy in the style of a nature documentary, in three sentences or fewer.",
    ),
    truth(
      "laughing-t31",
      5,
      "Desire",
      "If you won a night of anything you liked from me on a game show, what would the prize be?",
    ),
    truth("laughing-t32", 5, "Intimacy", "When has laughing together in bed made the rest of the night even better?"),
    // Dares, level 1
    dare(
      "laughing-d1",
      1,
      "Playful",
      "Narrate what I am doing right now for thirty seconds, like a wildlife documentary presenter.",
    ),
    dare(
      "laughing-d2",
      1,
      "Performance",
      "Offer me a cup of tea as if it were a marriage proposal, down on one knee, in under a minute.",
    ),
    dare(
      "laughing-d3",
      1,
      "Activities",
      "Challenge me to a thumb war, best of three; the winner picks the loser's next dare.",
    ),
    dare(
      "laughing-d4",
      1,
      "Romance",
      "Serenade me for thirty seconds with a love song made up on the spot about something in the fridge.",
    ),
    dare(
      "laughing-d5",
      1,
      "Playful",
      "Speak only in rhymes for the next two minutes, and flirt with me the whole time.",
    ),
    // Dares, level 2
    dare(
      "laughing-d6",
      2,
      "Kissing",
      "Give me the worst film kiss you can imagine, then the best one, ten seconds each.",
    ),
    dare(
      "laughing-d7",
      2,
      "Attraction",
      "Pose like a magazine cover star for one minute while I play photographer and call out the angles.",
    ),
    dare(
      "laughing-d8",
      2,
      "Touch",
      "Tickle me for exactly ten seconds, then I get ten seconds of revenge; either of us can call 'truce'.",
    ),
    dare(
      "laughing-d9",
      2,
      "Playful",
      "Do your sultriest walk across the room and back, wearing a tea towel as a cape.",
    ),
    dare(
      "laughing-d10",
      2,
      "Sensual",
      "Whisper one flirty line in my ear in the silliest accent you can manage, and keep a straight face.",
    ),
    // Dares, level 3
    dare(
      "laughing-d11",
      3,
      "Playful",
      "Write a flirty advert for yourself as if you were selling a used car, and read it to me in under a minute.",
    ),
    dare(
      "laughing-d12",
      3,
      "Kissing",
      "Kiss my nose, my cheek and my hand, each in the style of a different film genre.",
    ),
    dare(
      "laughing-d13",
      3,
      "Performance",
      "Perform a forty-five-second interpretive dance called 'How I feel about you'.",
    ),
    dare(
      "laughing-d14",
      3,
      "Fantasy",
      "Pick a silly character, a pirate, a butler or a space explorer, and flirt with me in character for one minute.",
    ),
    dare(
      "laughing-d15",
      3,
      "Attraction",
      "Compliment me for one minute without using the words beautiful, gorgeous or sexy.",
    ),
    dare(
      "laughing-d16",
      3,
      "Touch",
      "Doodle something silly on my back with your fingertip; I get three guesses, and if I get it you kiss the spot.",
    ),
    dare(
      "laughing-d17",
      3,
      "Activities",
      "Build a blanket fort with me in five minutes, then invite me in with a password.",
    ),
    dare(
      "laughing-d18",
      3,
      "Sensual",
      "Read me the back of a cereal box in your most seductive voice for thirty seconds, without laughing.",
    ),
    dare(
      "laughing-d19",
      3,
      "Romance",
      "Write me a four-line love poem in two minutes in which every line rhymes with 'toast'.",
    ),
    dare(
      "laughing-d20",
      3,
      "Desire",
      "Tell me what you want tonight using only mime; I have one minute to guess, and you can call it off if I guess wrong.",
    ),
    dare(
      "laughing-d21",
      3,
      "Memories",
      "Act out our most awkward moment together in thirty seconds, playing both parts.",
    ),
    dare(
      "laughing-d22",
      3,
      "Preferences",
      "In one minute, rank my best kisses, my funniest faces and my worst dance moves, top to bottom.",
    ),
    dare(
      "laughing-d23",
      3,
      "Adventure",
      "Let me choose a ridiculous hat or accessory for you to wear for the next three rounds.",
    ),
    // Dares, level 4
    dare(
      "laughing-d24",
      4,
      "Playful",
      "Reveal one shoulder slowly as if unveiling a statue, with your own fanfare, in under thirty seconds.",
    ),
    dare(
      "laughing-d25",
      4,
      "Sensual",
      "Give me a thirty-second lap dance to the least sexy song I can find; pass if the song wins.",
    ),
    dare(
      "laughing-d26",
      4,
      "Kissing",
      "Kiss me for thirty seconds with a straight face; every laugh adds ten seconds to the clock.",
    ),
    dare(
      "laughing-d27",
      4,
      "Fantasy",
      "Play a very serious hotel concierge and offer me three flirty room-service specials in one minute; I choose one or none.",
    ),
    dare(
      "laughing-d28",
      4,
      "Touch",
      "Find my most ticklish spot, then, instead of tickling it, kiss it for five slow seconds.",
    ),
    dare(
      "laughing-d29",
      4,
      "Performance",
      "Take off one item of clothing to a dramatic drumroll I provide, or swap it for a bow and a wink.",
    ),
    // Dares, level 5
    dare(
      "laughing-d30",
      5,
      "Desire",
      "Describe what you would like to do with me tonight as a sports commentator for one minute; I can rule it a yes, a maybe or a foul.",
    ),
    dare(
      "laughing-d31",
      5,
      "Sensual",
      "Undress to a song I pick, however silly, with a dramatic pause at every chorus; stop wherever feels right.",
    ),
    dare(
      "laughing-d32",
      5,
      "Playful",
      "Set a two-minute timer and try to seduce me without smiling; every time you crack, I choose whether you start again or win anyway.",
    ),
  ],
};

/** The four themed packs, in picker order; the classic pack is the specification's set in ../truth-or-dare. */
export const TRUTH_OR_DARE_PACKS: readonly ContentPack<TruthOrDareItem>[] = [FIRST_YEAR, FAR_APART, REKINDLE, LAUGHING];
