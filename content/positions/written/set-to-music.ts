import type { WrittenVariation } from "./types";

const written: WrittenVariation = {
  entries: {
    "romantic-1": {
      description:
        "A slow waltz has three beats, and sitting wound together with foreheads nearly touching, you find yourselves rocking on the first of them without deciding to. That is what music gives the Lotus: nobody has to choose the rhythm, so every glance lands on a face instead of a thought. Cross-legged hips stiffen over a long album, so swap who sits underneath between songs.",
      steps: [
        "Choose six or seven slow songs together, ideally ones with a gentle three-beat sway, and start them at a volume you could talk over.",
        "The steadier partner sits cross-legged on the bed, back tall but soft; the other climbs in facing them, legs circling loosely behind.",
        "Wrap your arms around each other's backs and let the first song simply be a hug that sways.",
        "From the second song on, rock in time with the beat, faces close enough to mouth the words to each other.",
        "When a track ends and hips or knees ache, untangle, stretch and swap who sits underneath before the next one begins.",
      ],
    },
    "romantic-2": {
      description:
        "Curled on your sides with a low album playing, the partner behind ends up keeping time with the bass line against the other's back, and the one in front drifts somewhere between listening and dozing. Spooning rarely asks much of anyone; set to music it asks even less. Keep the volume low enough to hear each other breathe, and leave the silence alone when the last track ends.",
      steps: [
        "Put on a whole album you both find soothing, turned down low, and dim the room before you lie down.",
        "Curl up on your sides, both turned the same way, with the partner behind moulding to the curve of the one in front, knees tucked.",
        "The partner behind tucks one arm under the pillow you share and drapes the other over their partner, hands linked.",
        "Let the partner behind follow the slowest instrument in the song, and hum along softly into their partner's neck if it feels right.",
        "When the album finishes, leave the silence alone; it makes a lovely signal to stay put and doze.",
      ],
    },
    "romantic-3": {
      description:
        "Which song was playing the month you met? Build a playlist of those early tracks and the classic face-to-face hold becomes a small time machine, each song setting its own pace and the silly ones setting off laughter mid-kiss. The Slow Embrace keeps the partner above propped on their forearms, so let the gaps between tracks rest those arms.",
      steps: [
        "Build a playlist of songs from your early days together: the first gig, the car radio, the one from the wedding or the first flat.",
        "One partner lies back with a pillow behind them and knees bent; the other settles over them face to face, propped on their arms.",
        "Wind arms and legs around each other and let the first song set the pace, however slow it is.",
        "Between tracks, pause for a kiss and a quick memory of where you were the first time you heard the next one.",
        "If the partner above tires, roll onto your sides for a song or two and carry on from there.",
      ],
    },
    "romantic-4": {
      description:
        "One earbud each, and a song plays for two people only. The room stays silent around you, which makes lying face to face with legs woven together feel private, almost conspiratorial, especially late at night with others asleep nearby. Twin Crescents puts no weight on anyone, so you can stay still through a whole track before moving with the next. Choose wireless buds so no cable can tangle around a neck.",
      steps: [
        "Charge a pair of wireless earphones, queue a few slow songs and take one bud each, outer ear to outer ear.",
        "Turn towards each other on your sides, close enough to share a pillow, and weave your legs so one rests over the other's hip.",
        "Draw close, arms around each other's backs, and listen through one full song without moving at all.",
        "Then begin to move in small motions with the track, nodding the beat to each other when the tempo shifts.",
        "Take the buds out for the last song and finish to the sound of each other instead.",
      ],
    },
    "romantic-5": {
      description:
        "Some ambient or orchestral pieces begin almost silent and swell over eight or ten minutes, which is exactly how Tidal Rock is meant to build. Pressed flush from chest to toes, you let the rolling motion grow only as the music grows, and ease back whenever it softens. Patience is the whole pleasure. The partner above keeps their weight on their arms, not on their partner.",
      steps: [
        "Find one or two long pieces that begin quietly and rise steadily, and set them to play without gaps.",
        "One of you lies back while the other settles on top, face to face, then inches up the bed until you lie flush from shoulders to feet.",
        "Through the hushed opening, barely move at all; just breathe together and feel the weight shared between you.",
        "As the music swells, let the rolling motion swell with it, never breaking contact, and ease back down when it softens.",
        "When the last note fades, stay wrapped together and let the quiet settle before anyone reaches to stop the player.",
      ],
    },
    "romantic-6": {
      description:
        "Kneeling Vow turns into a first dance on the mattress when you play the song you chose, or would choose, for a wedding. Swaying on your knees rather than your feet keeps every movement small and the embrace tall, and the opening bars feel like waiting at the front of a room full of people. Kneel on something soft and keep the sway gentle: balance matters more than rhythm here.",
      steps: [
        "Pick the one song that means the most to you as a couple, and keep a softer second track queued behind it.",
        "Kneel facing each other in the middle of a well-padded mattress, knees slightly apart so you feel planted.",
        "Close the gap and hold each other around the back and shoulders, as if waiting for the opening bars.",
        "Sway side to side on the beat while the song plays, with the taller partner widening their knees a little to level your faces.",
        "If either of you wobbles, stop swaying and just hold on until the wobble passes, then pick the rhythm back up.",
      ],
    },
    "romantic-7": {
      description:
        "A crackling old record, a heap of pillows against the headboard, and a melody travelling from one back into another: the partner behind hums along while the one in front, who chose the music, sinks into their chest and sets the pace to the tune. Hearthside is a fireside position even without a fire. Prop yourselves up well, since one side of vinyl lasts longer than it sounds.",
      steps: [
        "Let the partner who will sit in front pick the record or playlist, and put it on before you settle.",
        "The other sits against the headboard, propped by plenty of pillows, legs stretched long down the bed.",
        "The chooser sits in front, looking the same way down the bed, and sinks back into their partner's arms.",
        "The partner behind hums or sings quietly along while their hands wander; the one in front sets the rhythm to the tune.",
        "When the side ends, decide together whether to flip the record or simply stay curled up as you are.",
      ],
    },
    "romantic-8": {
      description:
        "There is a hint of the private dance about a chair and a rolling bass line. The partner astride lets the beat decide how they move, the one seated holds on and enjoys the show from a few inches away, and the living room becomes somewhere you slipped off to together. Sweetheart Chair needs a chair that will not skid, and swaying rather than bouncing keeps it that way.",
      steps: [
        "Set a sturdy, armless chair on a rug, then queue a handful of songs with a slow, heavy groove.",
        "One partner sits well back in the chair with both feet flat, hands resting open on their knees.",
        "The other sits astride facing them, feet finding the floor or the chair's rungs, and waits for the beat to drop.",
        "Move on the rhythm, the partner on top leading and the one seated tapping time lightly on their hips.",
        "If the chair creaks or shifts, slow to the half-beat and check it is still planted before going on.",
      ],
    },
    "passionate-1": {
      description:
        "Moonrise hands the partner on top two jobs at once: rider and DJ. With the phone on the bedside table, they skip, linger and change the mood track by track, while the partner lying back follows along and calls out the odd request, which the DJ is free to ignore. Put the phone down between songs rather than holding it, so both hands stay free for balance.",
      steps: [
        "Build a mixed playlist of slow and faster songs and leave the phone on the bedside table, within the rider's reach.",
        "The partner underneath lies back with a pillow for comfort; the rider kneels astride, a knee on either side.",
        "Sit tall and rest your hands on your partner's hands or shoulders for balance as the first song plays.",
        "Match your pace to each track, and reach over to skip whenever you fancy a change of mood.",
        "The partner lying back can call out a request at any point; the DJ decides whether it makes the cut.",
      ],
    },
    "passionate-2": {
      description:
        "A driving beat gives you a shared tempo that neither of you has to call out, and the one in front can rock back on the off-beat to set the pace from their side too. This is Wild Tide at its most unapologetic, all energy and very little poetry. Agree a slow-down word first, and keep the volume low enough that it is always heard.",
      steps: [
        "Agree a slow-down word, then start a playlist with a strong, steady beat at a moderate volume.",
        "The partner in front kneels on a cushioned mattress and tips forward to rest on their hands or arms.",
        "The other kneels close behind, hands on their partner's hips or shoulders to stay connected.",
        "Let the beat set the pace for you both; the one in front can rock back in time to ask for more or less.",
        "Between songs, lean forward together, wrap an arm around and check in before the next track starts.",
      ],
    },
    "passionate-3": {
      description:
        "One long, slow track keeps you both honest. With legs raised onto the kneeling partner's shoulders and faces close, you move only as fast as the song does, which spares tight hamstrings and keeps every expression readable. High Tide is intense enough without a racing beat. When the final chorus fades, lower the legs and stretch out side by side before choosing another song.",
      steps: [
        "Choose one unhurried song of six minutes or more and start it playing quietly.",
        "The partner who will lie back does so with a pillow behind them; the other kneels in front, sitting back a little for balance.",
        "Raise the legs slowly onto the kneeling partner's shoulders, only as high as feels easy today.",
        "Move at exactly the song's tempo and resist speeding up, adjusting the angle together between verses.",
        "As the final chorus fades, lower the legs and stretch out side by side before deciding on another track.",
      ],
    },
    "passionate-4": {
      description:
        "Set the speaker on the floor by the foot of the bed and the bass comes up through the frame, so the partner lying back across the edge feels the music before they hear it. Eyes closed, they let it fill the room; the standing partner sways with it, both hands free to hold. At Bed's Edge the height gap lets the one on their feet lead. Keep the standing knees soft.",
      steps: [
        "Put a speaker on the floor near the foot of the bed so the bass carries up through the frame, then start a slow, deep playlist.",
        "One partner lies back with their hips close to the mattress edge and feet resting on the frame or floor.",
        "The other stands or kneels on a cushion in front of them and adjusts with pillows until the height feels right.",
        "The standing partner sways to the bass and sets the rhythm, holding their partner's hands or hips.",
        "Swap roles or move fully onto the bed when standing legs start to tire.",
      ],
    },
    "passionate-5": {
      description:
        "Facing away from each other, you lose the expressions, and music fills that gap with a rhythm you both hear at the same moment. In Turned Horizon the partner lying back can tap the beat lightly along the rider's spine, a private signal for faster or slower without a word. Start on a mellow track while the rider finds their balance.",
      steps: [
        "Queue a playlist that opens mellow and gradually picks up, and set it going quietly.",
        "The partner underneath settles flat on the bed while the rider kneels astride, turned to face their feet.",
        "Through the first song, the rider leans forward or back until the angle and balance feel settled.",
        "The partner lying down taps the beat softly on the rider's back: quicker taps to ask for more, slow strokes to ease off.",
        "Whenever the rider wants to see a face again, turn around between songs and carry on face to face.",
      ],
    },
    "passionate-6": {
      description:
        "Heavy, slow and low: the music and the position want the same thing. Stretched out over a partner lying on their front, the one on top moves with the quiet pulse of the song and hums close to their neck, so the one underneath hears the melody twice, once in the room and once through their shoulders. Velvet Press soothes on tired or anxious days. Keep the volume soft enough that breathing and a hand-squeeze check-in are never lost.",
      steps: [
        "Choose mellow, unhurried songs, perhaps soul or quiet acoustic, and play them barely above a murmur.",
        "The partner underneath lies on their front, a pillow where they want it and arms at rest.",
        "The other stretches over them, carrying most of their weight on arms and knees so nothing presses too hard.",
        "Move with the softest pulse in the track, humming along by your partner's ear if the words come to you.",
        "Agree that one squeeze of the hand means all is well and two means shift or pause.",
      ],
    },
    "passionate-7": {
      description:
        "Turn the music up in the room and every whisper becomes truly private: the song covers the house, and only the partner with palms on the wall hears what is said behind them. Wall Whisper keeps a steady rhythm to the beat from there, spontaneous and a little daring, and quite likely to begin in the hallway. Clear the floor of anything slippery and take shoes and socks off for grip.",
      steps: [
        "Start a playlist in the room at a lively volume, loud enough to cover a quiet voice from a step away.",
        "One partner faces the wall with hands flat at about shoulder height, feet planted on a bare, dry floor.",
        "The other steps in close behind, one arm around their partner's front, the other braced on the wall.",
        "If heights differ, use a low sturdy step or let the taller partner bend at the knees.",
        "Keep time with the beat and say everything you want straight into your partner's ear, where only they can hear it.",
      ],
    },
    "passionate-8": {
      description:
        "Leaning Moon is the showiest partner-on-top shape there is, so give it a dramatic track. The rider tips back on the swelling notes and comes upright on the quieter verses, which builds natural rests into the song for arms and lower back. Keep the movement small and deliberate; the music supplies the drama, so the body does not have to.",
      steps: [
        "Pick two or three big, sweeping songs with clear quiet and loud sections, and start the first one.",
        "Begin with the rider sitting upright astride, facing the partner lying down.",
        "The partner underneath bends their knees so the rider has a sturdy backrest to lean against.",
        "On the louder passages the rider reclines slowly onto their partner's knees or the mattress; on the quieter ones they sit up and rest.",
        "Stop leaning altogether if hands or back protest, and enjoy the rest of the song upright.",
      ],
    },
    "adventurous-1": {
      description:
        "Who calls time on a lift? With one cinematic track playing, nobody has to: the carry lasts as long as the song and not a bar longer. Carry Me Home is exhilarating and hard work, legs wrapped round a waist and a wall taking part of the weight. Either partner can still end it early without apology; never push past what your back says.",
      steps: [
        "Pick a single song of about three minutes that feels like the end of a film, and have it ready to play.",
        "Stand face to face beside a clear stretch of wall, with the partner who will be lifted backing towards it.",
        "Start the song; the lifting partner sinks low and holds the other securely beneath the legs, and at the count of three their partner springs up, legs wrapped firmly around them.",
        "Lean back against the wall together so it carries part of the weight while you move to the music.",
        "When the song ends, or the moment either of you asks, lower the lifted partner gently until both feet are on the floor.",
      ],
    },
    "adventurous-2": {
      description:
        "Find the silliest, bounciest song you own and let its chorus be the finish line. When it ends, so does the wheelbarrow, and you both collapse onto the bed laughing. Wheelbarrow Dare is more garden-party game than position, and looking ridiculous is half the fun. Start from the edge of the bed; arms and hands tire fast, so the front partner can call it off at any bar.",
      steps: [
        "Choose an upbeat, faintly ridiculous song and clear the floor around the end of the bed.",
        "The front partner kneels at the mattress edge with hands planted on the bed, ready.",
        "When the first chorus starts, the standing partner lifts their legs gently up to hip height and holds them securely.",
        "The front partner keeps their arms firm, or bends them to rest lower on the mattress for extra support, moving to the beat.",
        "Set them down as soon as the chorus finishes, or sooner if hands, arms or backs say so, then flop onto the bed together.",
      ],
    },
    "adventurous-3": {
      description:
        "Slow, breathy music with a steady pulse, the kind a good yoga class plays, sits well with a position that is half yoga already. The partner lying back holds the bridge for a verse and lowers for the chorus, while the kneeling partner supports at the waist throughout. Starbridge stays athletic yet calm this way. Never hold the bridge longer than your back enjoys; the music is a guide, not a rule.",
      steps: [
        "Play something meditative with a clear, slow beat and roll out space on the bed.",
        "The bridging partner lies back with feet planted and knees up, while the supporter kneels just beyond their feet, ready to take hold of their hips.",
        "On an in-breath, the lying partner presses through their feet and lifts into the bridge as the verse begins.",
        "The kneeling partner takes the weight and moves gently with the pulse; when the chorus arrives, lower down together and rest.",
        "Repeat verse by verse for as long as it stays comfortable, and simply stay down if the back starts to complain.",
      ],
    },
    "adventurous-4": {
      description:
        "A song drifting down from an upstairs room makes it feel as if you have slipped away from your own party. One partner sits a few carpeted steps up, the other kneels lower, and the faraway music keeps the pace unhurried and the mood mischievous. A Staircase Rendezvous is no place to dance, though, so move carefully and keep one hand on the banister.",
      steps: [
        "Start a playlist on a speaker upstairs, door open, so the sound floats down the staircase.",
        "Lay a folded blanket along the steps if they are bare, then one partner sits a few steps up, propped back against the steps above.",
        "The other kneels a step or two lower, shuffling until your faces are level.",
        "Let the distant tempo set a slow, careful rhythm, one hand always on the banister or each other.",
        "When the playlist runs out, take that as your invitation to finish the climb to the bedroom.",
      ],
    },
    "adventurous-5": {
      description:
        "Waterfall should always be brief, and a single song is the gentlest way to keep it so. With head and shoulders tipped over the bed's edge onto cushions, the partner below hears the music pour in from a new direction while the partner above keeps a steady hand on them. When the track ends, sit up slowly and wait a moment before standing.",
      steps: [
        "Pile soft cushions on the floor beside the bed and pick one song of four minutes or less.",
        "Start the music, then the partner below lies back and slides slowly until their shoulders rest on the cushions.",
        "The partner above kneels or sits astride on the bed, keeping a reassuring hand on them the whole time.",
        "Move gently with the song; the moment either of you feels dizzy, stop and come up.",
        "When the last note sounds, help your partner slide back onto the bed and sit up slowly together.",
      ],
    },
    "adventurous-6": {
      description:
        "Change legs every time the chorus comes round. That one rule turns a flexibility challenge into something close to a dance routine, with plenty of laughter when someone misses the cue. Bamboo Split lives on its switch from one raised leg to the other, and the song gives that switch a beat. Raise each leg only as far as it goes happily, and skip a switch whenever you like.",
      steps: [
        "Queue a song with a big, obvious chorus that returns often, and play it at a comfortable volume.",
        "The partner lying back settles with a pillow behind them; the other kneels facing, upright and close.",
        "Lift one leg onto the kneeling partner's shoulder and keep the other stretched long across the bed.",
        "Each time the chorus starts, swap legs slowly together, the kneeling partner guiding the lowered leg down with a hand.",
        "If a switch feels like too much, let the chorus pass and keep the current leg where it is, or lower both and rest.",
      ],
    },
    "adventurous-7": {
      description:
        "Leave the kitchen radio on and whatever the station plays next becomes the soundtrack, which keeps things light and unplanned, like a dinner party that never got as far as pudding. One partner leans back across the blanketed table while the other stands close and sways. Before Butterfly Table begins, check the table is solid, and keep the dancing to the standing partner's hips.",
      steps: [
        "Turn on the radio or a kitchen playlist, clear the table and fold a thick blanket over its edge.",
        "Test the table with your weight, then one partner leans or lies back across the edge.",
        "The other steps in close between their partner's knees, holding hands or hips, and sways to the tune.",
        "Let each new song reset the pace, slow for the ballads and a little bolder for the upbeat ones.",
        "When the DJ starts talking, take it as a chance to catch your breath and kiss before the next record.",
      ],
    },
    "adventurous-8": {
      description:
        "Pretzel Twist is cheerful and tangled, and bright, bouncy music makes it easy to laugh when a limb lands in the wrong place. The kneeling partner picks up the bass line for their gentle pace; the one on their side squeezes with the wrapped leg to hint at a faster or slower song. Keep the lower leg comfortable, and shift if it goes numb.",
      steps: [
        "Make a short, sunny playlist and start it before you begin to untangle who goes where.",
        "The partner who will stay down curls onto one side, cushioned by a pillow, while the other kneels over the leg resting on the mattress, facing them.",
        "The lying partner curls their upper leg around the kneeling partner's hips, holding them close.",
        "The kneeling partner follows the bass at an easy pace while the wrapped leg squeezes to ask for faster or slower.",
        "Whenever the lower leg starts to tingle, pause the music, shift a little and start the song again.",
      ],
    },
    "mixed-1": {
      description:
        "The song that closes every good wedding, played all the way through before anything else happens: standing face to face, arms around each other, swaying. The dance becomes the opening rather than a hint, because Last Dance always pretended there was music and here there really is. Balance matters on your feet, so clear the floor and keep a steady step or the bed frame nearby.",
      steps: [
        "Pick your own last-dance song, put it on repeat and dim the lights to whatever a dance floor at midnight looks like.",
        "Stand close, arms around each other, and dance through the first play without hurrying anything.",
        "On the second play, draw in closer; a difference in height is solved by a sturdy step for one of you or softly bent knees for the other.",
        "For a closer fit, one of you may rest a foot up on the bed frame or the step while the other holds them steady.",
        "When you are ready to stop, let the song finish first and end as dancers do, with a long hug.",
      ],
    },
    "mixed-2": {
      description:
        "Your faces rest at opposite ends of the bed, so put the speaker in the middle, right where you meet, and you have something shared to lean towards. In Crossed Paths the legs interlace, hands join across the gap, and you rock at the lazy tempo of a long album, talking between tracks. Shift the angle whenever a hip or knee starts to grumble.",
      steps: [
        "Choose a long, laid-back album and set a small speaker at the side of the bed, level with where your bodies will meet.",
        "Settle down with one of you face up and the other turned on one side, your bodies angled apart like an open pair of scissors.",
        "Interlace your legs, shuffling inwards until your hips meet, then reach across to hold hands.",
        "Use the joined hands to pull a little closer on the beat and rock gently with the music.",
        "Between tracks, adjust the angle or swap who lies on their side, and pick up again with the next song.",
      ],
    },
    "mixed-3": {
      description:
        "Side Saddle has the poise of a dressage rider, so try it to a waltz or an old swing number with a lilt in it. Sitting sideways across a partner who lies back, the rider turns a little further with each new song, finding the angle in small, musical steps, while the partner below keeps a free hand to hold. Keep one hand planted for balance as you turn.",
      steps: [
        "Put on a swing or waltz playlist and let the partner lying down get comfortable with knees slightly bent.",
        "The rider begins astride, then swivels round to sit sideways, legs folded together to one side.",
        "Before the rhythm begins, the rider props a hand on the bed or against their partner to feel secure.",
        "With each new track, turn a fraction further and let the lilt of the music set how you move.",
        "If balance goes, swing a leg back over and sit astride until you feel steady again.",
      ],
    },
    "mixed-4": {
      description:
        "Call and response: one of you moves on the beat, the other answers on the off-beat. Leaning back on your hands like two reflections, you end up listening to the song and to each other at once, and the gap between you turns into anticipation. Mirror Recline tires the arms quickly, so sit up into a hug during each instrumental break.",
      steps: [
        "Pick songs with a clear, bouncy beat and an instrumental break or two, and start them playing.",
        "Sit opposite one another, legs woven together to bring you near, then both tip back onto your hands, arms soft rather than locked.",
        "Decide who takes the beat and who takes the off-beat, then move in turn, pushing gently towards each other.",
        "When the instrumental break arrives, sit up into an embrace and let your arms recover.",
        "Swap beats for the next song so neither of you always leads.",
      ],
    },
    "mixed-5": {
      description:
        "Smoky jazz or mellow late-night electronica, the curtains open a crack, city lights outside: the one in front kneels with arms folded along the backrest, gazing out, while the partner behind holds them close and keeps an unhurried pace to the beat. Sofa Skyline was named for the view, after all, and now it has a soundtrack. Keep a throw under the knees.",
      steps: [
        "Start a late-night playlist on the living-room speaker, dim the lamps and lay a soft throw along the seat.",
        "The partner in front kneels on the seat facing the back, arms folded comfortably along the top.",
        "The other kneels on the cushions or stands on the floor close behind, one arm wrapped around their partner's front.",
        "Keep an even pace to the music; the backrest carries the weight for the one in front.",
        "When the playlist ends, turn around together and curl up on the sofa while the room goes quiet.",
      ],
    },
    "mixed-6": {
      description:
        "Take turns choosing the next song, and say why it matters before it plays. Lying in a relaxed T, one on their back with legs draped over the other, you learn things about each other between the tracks, whether you met last spring or twenty years ago. Compass was built for chatting and laughing, so keep the volume low enough to talk over.",
      steps: [
        "Keep a phone between you so either partner can add the next track, and start with one song each.",
        "One of you stretches out face up, knees raised; the other turns onto their side, crosswise to form the stem of the T.",
        "Whoever is face up lays both legs across the side-lying partner's hips, and you find each other's hands across the gap.",
        "Move in small, slow motions to whatever is playing, and tell the story behind each song as it begins.",
        "Let the last chooser pick something soft to finish, and stay lying in the T until it ends.",
      ],
    },
    "mixed-7": {
      description:
        "Switchback Flow is a sequence of three shapes, and a three-song playlist maps onto it neatly: one song face to face, one with the other partner on top, one curled into a spoon. Each change of track becomes the cue to roll, so nobody breaks the mood by asking, and the evening gets a beginning, a middle and an end. Roll slowly, away from the bed's edge.",
      steps: [
        "Pick three songs that suit the three stages: something warm, something livelier, something sleepy, and play them in that order.",
        "During the first song, stay close and face to face, one partner reclining and the other hovering over them.",
        "As the second song begins, hold each other tight and roll together so the other partner ends up above.",
        "When the third song starts, ease onto your sides and settle into a spoon, the pace dropping with the music.",
        "If a roll goes sideways, laugh, restart the track and try again from the middle of the mattress.",
      ],
    },
    "mixed-8": {
      description:
        "Singing softly along, right by the ear of the partner settled in your lap, turns an armchair into a private concert. The one in front sets the pace to the music, leaning forward on upbeat songs and back on slow ones, while the singer keeps both arms around them. Front Row Seat is cheeky in the best way. Use a sturdy chair and keep both pairs of feet flat.",
      steps: [
        "Play a handful of songs you both know the words to, and place a sturdy armchair on solid footing.",
        "One partner sits back in the chair or on the edge of the bed, both feet flat and steady.",
        "The other sits back onto them, looking away into the room, with both feet steady on the floor.",
        "From behind, circle both arms around your partner and sing or murmur along, just for an audience of one.",
        "The partner in front sets the pace with the tempo, leaning forward for faster songs and sinking back for the ballads.",
      ],
    },
    "romantic-15": {
      description:
        "A whole album is a long time to stay wrapped up, but with the headboard and a pillow taking the strain, you can. The partner astride follows the music's rhythm instead of inventing one, a hand steady on the headboard, face to face and eye to eye with the one sitting back. Choose something slow with a steady pulse for a Headboard Embrace, and keep the speaker on a shelf: on the headboard, every beat will rattle.",
      steps: [
        "Pick an album with a slow, steady pulse and play it from a speaker on a shelf or dresser, quiet enough to talk over.",
        "One partner sits up against the headboard, legs stretched out, a pillow behind their back.",
        "The other kneels astride their lap facing them and rests their hands on the headboard for balance.",
        "The partner on top rocks in time with the beat, while the one sitting back keeps their hands on the other's waist.",
        "Between songs, pause for a kiss, and swap places if a new track suits the other better.",
      ],
    },
    "romantic-18": {
      description:
        "Shelter is a slow-dance hug that keeps going, and a song you would slow-dance to makes it exactly that. The one behind holds on at the waist and hums into their partner's hair; the one in front leans back and links hands behind the other's neck. The taller one bends their knees, the floor stays clear of shoes, and the bed is there between songs.",
      steps: [
        "Queue three or four slow songs and clear the floor of shoes and clothes.",
        "Stand facing the same way, the taller partner behind with arms round the other's waist and knees softly bent.",
        "The front partner leans back into their chest and lays their hands over their partner's.",
        "Sway to the first song as a simple dance, then let the rhythm carry on into something closer.",
        "When legs want a rest, let the end of a song be your cue to sit on the edge of the bed.",
      ],
    },
    "romantic-23": {
      description:
        "Sofa Serenade was named for music, so give it some. One of you leans back into the sofa with both feet down, the other kneels astride on the deep cushions with hands on the backrest, and with a record playing the living room turns into a tiny private lounge. The partner on top moves to the song while the other sings along, badly if need be. Keep the volume kind to neighbours and a throw within reach.",
      steps: [
        "Put on a record or playlist you both love singing along to, at a volume the neighbours will forgive.",
        "One partner sits back on the sofa, back against the backrest and feet flat on the floor.",
        "The other kneels astride them on the deep cushions, hands on the backrest, faces level.",
        "The partner on top moves with the rhythm while the one sitting serenades them, word perfect or not.",
        "When the record ends, wrap up in the throw and decide together whether to turn it over.",
      ],
    },
    "passionate-14": {
      description:
        "Slow to lively over one playlist: a strong beat for the standing partner to ride, and something for the one on the bed to lose themselves in. In Standing Tide the front partner kneels on all fours near the mattress edge, facing into the bed, and the bed's height lines you up. Use the gap between songs to drop onto forearms and catch your breath, and pad the knees.",
      steps: [
        "Make a playlist that builds from slow to lively, and put a folded pillow near the bed's edge for the knees.",
        "The front partner kneels on all fours on the pillow, near the edge and facing into the bed.",
        "The other stands on the floor behind them, hands on their hips, and checks the heights match.",
        "Follow the beat of each track, changing pace when the song does.",
        "Use the gap between songs to rest: the front partner lowers onto forearms and you both catch your breath.",
      ],
    },
    "passionate-16": {
      description:
        "Wall Tango has the tension of a dance floor, so play it an actual tango. With one partner against the wall, a leg hooked round the other's hip and held under the knee, the music's sharp phrasing makes the pace feel choreographed, and its sudden pauses are there for a held look. Go gently on the standing leg, and swap sides at the end of every track.",
      steps: [
        "Put on some tango, or anything with a dramatic, stop-start rhythm, and clear a stretch of wall.",
        "One partner leans back against the wall; the other steps in close, face to face.",
        "The partner against the wall wraps one leg round their partner's hip; that partner supports it under the knee and braces a hand on the wall.",
        "Move with the music's phrasing, holding still on its pauses to look at each other.",
        "At the end of each track, swap the raised leg so neither standing leg tires.",
      ],
    },
    "passionate-24": {
      description:
        "One upbeat song from first bar to last: that is the shape of a burst, and the partner lying down gets to watch the one on top dance to it. Lily Pad has the one on top crouched astride, soles flat on the mattress and fingers laced with their partner's for balance: athletic and joyful. When the song ends, drop onto the knees, whether the thighs are shaking or not.",
      steps: [
        "Choose one lively song you both love, about three or four minutes long, and have a slower one queued after it.",
        "One partner lies back with a pillow under their head and holds up their hands.",
        "The other squats astride their hips, feet flat on the bed and knees wide, and laces fingers with them for balance.",
        "The partner on top moves with the song, using the held hands to steady themselves.",
        "When the slower song starts, drop onto the knees and carry on at its pace, or simply lie down together.",
      ],
    },
    "adventurous-11": {
      description:
        "Three minutes, one song, and then the legs come down together. That is how to keep Plough short, as it must be for the standing partner, who holds the thighs of the one lying face down over the bed's edge at hip height. Choose the track before you start, lift only what you can hold comfortably, and lower slowly on the final note.",
      steps: [
        "Pick one song of three minutes or less and have it ready to play.",
        "The front partner lies on their front across the mattress, hips right at its edge, propped on forearms.",
        "Start the song; the standing partner lifts their thighs to hip height, the front partner's legs either side of their waist.",
        "Keep to a rhythm the standing partner can hold, and lower early if arms or back complain before the song does.",
        "On the last chorus, lower the legs together, slowly, and rest side by side on the bed.",
      ],
    },
    "adventurous-12": {
      description:
        "Music drifting up from a speaker at the bottom of the stairs adds to the feeling of never quite making it to bed, and a steady mid-tempo beat keeps the pace even, which matters on steps. Banister puts the partner in front one step up, holding the rail, and the other one step below, close behind. Carpeted stairs only, a firm grip, and nothing left on the steps, speaker included.",
      steps: [
        "Put the speaker on a table at the bottom of the stairs, never on a step, and choose something with a steady mid-tempo beat.",
        "Check the stairs are carpeted and clear, and the banister is firm.",
        "The front partner stands one step up, facing up the stairs, both hands on the rail.",
        "The other takes the step beneath them, close in, hands at their hips, and follows the beat rather than speeding past it.",
        "Stop when the song does, and walk down the stairs one at a time, holding the rail.",
      ],
    },
    "adventurous-15": {
      description:
        "A short, upbeat song is the perfect timer for a gym-class move with a much better reward. One partner slides down the wall until the thighs are flat like a seat; the other perches there facing them, feet on the floor. Sing along, count down the last chorus together and laugh at the wobbles. Wall Sit ends with both of you standing up before anyone slips.",
      steps: [
        "Queue one upbeat song you both know by heart, no longer than three minutes.",
        "The partner who will sit against the wall leans their back on it and slides down until their thighs are level.",
        "The other sits on their thighs facing them, feet flat on the floor, hands on their shoulders.",
        "Move and sing along, and count down the final chorus out loud together.",
        "On the last line, the front partner stands first, then offers both hands to pull the other up.",
      ],
    },
    "adventurous-19": {
      description:
        "Slow-dance through the opening verse, tip back on the swell of the music, and come up when it resolves. The Dip is a ballroom move borrowed for the bedroom: one partner leans back into the other's arm with a knee hooked round their hip, the supporting partner over them with feet wide. Practise it on its own beforehand, and hold it only as long as one phrase.",
      steps: [
        "Choose a song with a big, swelling moment, the kind that makes you want to dip someone.",
        "Clear the floor and slow-dance face to face through the opening verse.",
        "On the swell, the partner being dipped hooks a knee round the other's hip and leans back into their supporting arm.",
        "The supporting partner plants their feet wide and leans over them, holding the dip for one musical phrase.",
        "Come up together as the music resolves, and finish the song dancing close.",
      ],
    },
    "adventurous-23": {
      description:
        "One song is exactly the right length for a dare kept very short. The partner on their hands, back to the bed, knows when the end is coming; the seated partner at the edge, those legs resting across their lap, holds them steady by the waist through every beat. Seated Wheelbarrow asks a lot of the arms, so when the track ends, walk the hands back.",
      steps: [
        "Choose one bouncy song of two or three minutes, and set a firm floor cushion in front of the bed.",
        "One partner sits on the edge of the bed with feet on the floor.",
        "The other stands in front facing away, then walks their hands down to the cushion as their legs settle across the seated partner's lap.",
        "The seated partner holds them round the waist and keeps time with the song.",
        "As the song ends, the partner on their hands walks them back up, with the seated partner lifting gently at the hips.",
      ],
    },
    "mixed-12": {
      description:
        "Whatever was playing while you cooked becomes the soundtrack now. The kitchen radio belongs to Counter Lean: the partner in front rests on their forearms on the worktop, spine long and supported, the other close behind, and the counter takes as much weight as you like. Turn the hob off first, clear the worktop and check the floor is dry under both pairs of feet.",
      steps: [
        "Switch off the hob and oven, move knives and glasses away and check the floor is dry.",
        "Turn the radio or the kitchen speaker up a notch on a song you both like.",
        "The front partner leans forward onto their forearms on the worktop, feet a comfortable width apart.",
        "The partner behind stands close, hands on their hips, and lets the music set the pace.",
        "When the song changes, change with it, and finish the evening by actually cooking dinner together.",
      ],
    },
    "adventurous-16": {
      description:
        "Saddle Bench always had a seesaw rhythm waiting for a beat. Sitting astride a padded bench face to face, one partner's legs over the other's thighs and forearms held as you both lean back, you let a slow waltz or an old soul song tip you back and forth, pulling close for a kiss on each chorus. Make sure the bench is sturdy and padded before the first note.",
      steps: [
        "Queue a few swaying songs and test that the bench does not rock or slide on the floor.",
        "Sit astride the bench facing each other, and one of you lifts their legs across the other's thighs.",
        "Shuffle together until your hips meet, and the partner underneath keeps both feet on the floor.",
        "Grip each other's forearms, lean back a little, and seesaw in time with the music.",
        "On each chorus, pull close for a kiss before leaning back again.",
      ],
    },
  },
};

export default written;
