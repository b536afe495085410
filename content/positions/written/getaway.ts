import type { WrittenVariation } from "./types";

const written: WrittenVariation = {
  entries: {
    "romantic-1": {
      description:
        "The Lotus is a fine way to arrive somewhere new: before unpacking, climb onto the wide hotel bed and wrap around each other until home falls away. A firm, unfamiliar mattress keeps the seated partner upright with little effort, and with no clock to watch, the rocking can stretch on. Made for an anniversary weekend or the first night of a holiday. Borrow a spare pillow from the wardrobe if crossed legs need cushioning.",
      steps: [
        "Leave the cases by the door, close the curtains and switch both phones to silent before anything else.",
        "One of you sits cross-legged in the middle of the bed, a hotel pillow wedged behind their back if wanted.",
        "The other settles onto them, facing in, legs looped loosely around their partner's waist.",
        "With arms around each other's shoulders, rock gently, glancing now and then at the new room beyond your partner.",
        "Keep the pace as slow as the weekend itself; there is no alarm set for tomorrow.",
      ],
    },
    "romantic-2": {
      description:
        "After a long journey, Spooning is the kindest thing a hotel bed can offer. The mattress is probably bigger than yours at home, yet you end up in the same small corner of it, tucked together on your sides with crisp sheets pulled high. The pace is lazier still, because nobody has to get up tomorrow. Perfect for a late arrival. Set the thermostat first, as hotel rooms often run hot overnight.",
      steps: [
        "Turn the thermostat down a notch and leave the bathroom light on behind a nearly closed door, so the dark room is easy to cross.",
        "Slide under the tightly tucked sheets and loosen them at the foot so your legs can move.",
        "Lie on your sides, both turned towards the window, the back partner fitted snugly around the one in front.",
        "One arm goes under the front partner's pillow and one around their waist, and the partner behind keeps an easy rhythm.",
        "Drift off as you are; breakfast can wait until you feel like it.",
      ],
    },
    "romantic-3": {
      description:
        "A hotel bed tends to be firmer than the one at home, which suits the Slow Embrace: the partner underneath stays level and the partner above has a steady platform for their arms. The classic shape feels newly charged in a room neither of you has slept in before. Lovely for a honeymoon, a first trip together or a reset after a hard month. Walls can be thin, so keep words soft and close.",
      steps: [
        "Strip off the decorative cushions and the heavy bedspread so only crisp sheets and pillows remain.",
        "One partner lies back, sunk into a plump pillow, knees loosely raised.",
        "Their partner comes down over them, faces level, holding themselves up on bent arms so no weight presses down.",
        "Wind arms and legs together however they fall, and take your time: this room is yours until checkout.",
        "Check in with a glance or a murmur, keeping voices low out of kindness to the neighbours.",
      ],
    },
    "romantic-4": {
      description:
        "Twin Crescents is the position for the morning after you arrive, when the curtains glow and nothing matters until the breakfast room closes. On your sides in a wide hotel bed, legs woven and sharing one pillow, you can talk through plans for the day or abandon them entirely. It is equal, easy and unhurried. Good for couples who rarely get a lie-in at home. Hang the sign out the night before, so housekeeping does not knock.",
      steps: [
        "Before sleeping, hang the do-not-disturb sign and leave the curtains slightly parted for a little morning light.",
        "On waking, roll towards each other onto your sides, faces close on a shared pillow.",
        "One of you hooks a leg over the other's hip, and the rest of your legs tangle as they please.",
        "Arms around each other, drift into small, lazy movements while the room slowly brightens.",
        "If you drift back to sleep halfway through, count that as a success.",
      ],
    },
    "romantic-5": {
      description:
        "Tidal Rock lives on constant contact and a long, slow swell, exactly the pace a weekend away allows. Lying flush together under crisp, unfamiliar sheets gives a well-known rhythm a fresh texture, and with no alarm to race, the tide has no reason to turn quickly. Choose it for a milestone trip or a night that marks a new start. Hotel duvets are often thick, so fold yours to the foot of the bed before it gets too warm.",
      steps: [
        "Fold the heavy duvet down to the end of the bed and keep just the top sheet over you.",
        "One partner lies back on the pillows; the other settles above, face to face.",
        "The partner on top slides up slightly until you are pressed together all the way down.",
        "Rather than parting and returning, rock as one in a rolling motion like a slow swell.",
        "Let it build at its own pace; the only deadline this weekend is checkout.",
      ],
    },
    "romantic-6": {
      description:
        "Kneeling Vow suits a trip with meaning behind it: an anniversary, a proposal, a honeymoon. Kneeling upright together on a firm hotel mattress is steadier than on a soft bed at home, and the unfamiliar room makes the tall, full embrace feel almost ceremonial. Move slowly and let the moment hold. Stay near the middle of the bed, since hotel beds often sit high and the edge comes sooner than expected.",
      steps: [
        "Clear the bed of throws and cushions and kneel facing each other near its centre.",
        "Keep your knees a little apart for balance, then shuffle forward until you meet.",
        "Wrap your arms around each other's backs and shoulders; the taller partner can widen their stance to even things out.",
        "Say whatever you came away to say, then sway into a slow rhythm, holding each other steady.",
        "When your knees have had enough, fold down onto the sheets together.",
      ],
    },
    "romantic-7": {
      description:
        "Hearthside fits a cottage getaway perfectly, especially one with a real fire or a window onto rain. The partner behind leans into a mountain of pillows stacked against the headboard, and the one in front reclines back into them, both gazing out at somewhere new. Slow, sheltered caresses come naturally when there is nothing else to do. A fine pick for a winter break. Keep a soft robe nearby if the room cools.",
      steps: [
        "Stack every pillow the room offers against the headboard, angled towards the window or the fire.",
        "The partner behind sits back into the stack, legs stretched out along the bed.",
        "Their partner nestles in front, looking the same way, and reclines until the one behind is holding their weight.",
        "Arms wrap around from behind to hold, stroke and wander while you both take in the view.",
        "Let the partner in front steer the small, slow movements, and pause whenever the view or the conversation calls.",
      ],
    },
    "romantic-8": {
      description:
        "Sweetheart Chair feels made for a hotel room, where the desk chair is suddenly far more interesting than any email. Check it first: many have wheels, arms or a swivel, and you need a solid, armless seat on four fixed legs. Once you find one, the close, face-to-face sitting is unchanged, but the strange room adds a sense of mischief. Great for a spontaneous city break. Set the chair against a wall so it cannot slide.",
      steps: [
        "Find a sturdy, armless chair with four fixed legs; skip anything that rolls or turns.",
        "Push its back against a wall, or stand it on a rug, so it stays put.",
        "One partner sits well back with both feet planted flat on the floor.",
        "The other sits astride them facing in, feet resting on the floor or the chair rungs.",
        "Arms wrapped round each other, let the one sitting astride choose the tempo, and move to the bed whenever you like.",
      ],
    },
    "passionate-1": {
      description:
        "Moonrise is a confident choice for the first night away, when the room is still new enough to feel like a stage. The rider sits tall and calls every change of pace, perhaps keeping the hotel robe loosely on for a minute or two, while the partner lying back gets the view, city light glowing at the curtains. A birthday-trip treat. Draw the curtains fully if the window faces other rooms, and keep the lamp low.",
      steps: [
        "Close the curtains properly, then dim the room down to one bedside lamp.",
        "The partner underneath lies back on a couple of stacked hotel pillows.",
        "The rider kneels astride them, knees on the mattress either side, and sits upright.",
        "Leaning on their partner's hands for balance, the rider chooses pace and angle, fast or slow.",
        "Swap roles on the second night, if you both fancy it.",
      ],
    },
    "passionate-2": {
      description:
        "Wild Tide brings out the bolder side of a weekend away, when the usual routines stay at home and you can be a little less careful. On a big hotel bed the partner in front has room to stretch forward onto a pile of pillows, and the one behind can kneel without sinking. Keep it connected with hands and words. Good for couples who want some adventure. Mind the volume; hotel walls carry sound.",
      steps: [
        "If the headboard taps the wall, wedge a folded pillow behind it before you begin.",
        "One partner kneels in the middle of the bed and leans forward onto hands, or lower onto a stack of pillows.",
        "Their partner kneels in close behind, setting their knees wherever the balance feels surest.",
        "Stay linked by a hand on hips or shoulders, and talk the pace through out loud.",
        "The partner in front can push back to lead; either of you can slow things down with a single word.",
      ],
    },
    "passionate-3": {
      description:
        "High Tide is intense by nature, and an unhurried night away gives you time to ease into it properly, starting with a long soak in the room's bath so muscles are warm before any legs go up. Faces stay close and every reaction shows, and the stretch comes more easily than on a rushed weeknight. Try it on a trip where you feel like exploring. Lower the legs the moment anything pinches.",
      steps: [
        "Run a warm bath or shower to loosen up before you start.",
        "One partner lies back on the bed on a pillow, with a second folded pillow close by in case the angle needs raising.",
        "The other kneels facing them, settled back a little for balance.",
        "The partner lying back raises their legs to rest against the kneeling partner's shoulders, only as far as is comfortable.",
        "Adjust slowly together, and let the legs down whenever either of you wants a change.",
      ],
    },
    "passionate-4": {
      description:
        "Bed's Edge often lines up better in a hotel, where beds tend to sit higher than the one at home, so the standing partner may not need to kneel at all. Lying back across the edge with feet on the frame, the partner underneath relaxes while the other has both hands free. It has a spontaneous, just-checked-in feeling: try it before the bags are unpacked. Move luggage away from where the standing partner's feet will be.",
      steps: [
        "Push suitcases and shoes well away from the foot of the bed so nobody trips.",
        "The partner lying back shuffles down until their hips reach the edge, feet finding the floor or the frame.",
        "The other stands facing them and checks the height; fold a hotel towel to kneel on if the bed turns out low.",
        "Add a pillow under the lying partner's hips to fine-tune the angle.",
        "The standing partner leads the rhythm, holding their partner's hands or hips to stay connected.",
      ],
    },
    "passionate-5": {
      description:
        "In Turned Horizon the rider looks towards the foot of the bed, and in a hotel room that usually means towards the window, city lights glowing through sheer curtains. The rider runs everything, while the partner lying back watches the line of their back against an unfamiliar skyline. Bold and a little cinematic, it suits a city break. Mind your privacy, though: close the heavy curtains too if any window opposite could see in.",
      steps: [
        "Draw the sheer curtains, and the heavy ones as well if your room is overlooked.",
        "One partner lies back on the bed, legs together or slightly parted.",
        "The other kneels astride facing the window, knees steady on the firm mattress.",
        "Lean forward towards your partner's knees or back towards their shoulders until the angle feels right.",
        "Start slowly, with the rider in charge; the partner lying back can trace slow patterns down the rider's back.",
      ],
    },
    "passionate-6": {
      description:
        "Velvet Press is a gift after a long day of sightseeing, when one of you can simply lie face down and be covered. The hotel's spare pillows make it easy to build support for the partner below, and the weight of the other, held mostly on arms and knees, feels like a warm, heavy blanket at the end of the day. Slow and drowsy. A squeeze of the hand is your check-in; keep breathing room clear.",
      steps: [
        "Pile two spare pillows at the top of the bed and keep another ready to go under the hips of the partner below.",
        "That partner lies face down, face turned to one side, arms loose.",
        "The other stretches out on top, supporting themselves on arms and knees so the weight stays gentle.",
        "Stay close, lips near your partner's neck, and move only in small, slow motions.",
        "Squeeze hands to check in; when you stop, roll to the side and let sleep come.",
      ],
    },
    "passionate-7": {
      description:
        "Wall Whisper captures the just-arrived feeling: bags dropped, door barely shut, no patience left for the bed. In a hotel, pick a wall that is not shared with the next room and is clear of framed prints or light fittings, then keep it close with murmured words, which thin walls demand anyway. Spontaneous and daring, good for a reunion after time apart. Carpet grips better than tiles, so leave the bathroom out of this one.",
      steps: [
        "Check the door is locked and choose a bare stretch of wall that does not back onto a neighbour's room.",
        "One partner faces it, hands flat at about shoulder height, feet planted on the carpet.",
        "The other steps in close behind and slips an arm around their waist.",
        "Even out any height difference by bending the taller partner's knees; hotel furniture is rarely safe to stand on.",
        "Keep the rhythm close and steady, whispering rather than calling out.",
      ],
    },
    "passionate-8": {
      description:
        "Leaning Moon is a showpiece, and a trip is the right time for it: you are rested, unhurried and perhaps a little braver than at home. The rider leans back with hands braced on their partner's bent knees, and a firm hotel mattress gives those hands and knees far more support than a soft bed would. Confident and theatrical, it suits a celebration weekend. Stay well away from the bed's edge, and come upright the moment balance wavers.",
      steps: [
        "Move to the centre of the bed, well clear of the edge and the headboard.",
        "The partner lying down rests back on the pillows and bends their knees, feet flat, to make a backrest.",
        "The rider kneels astride, facing them, and begins upright until a rhythm settles.",
        "Slowly the rider tips back, hands finding their partner's knees or the firm mattress behind.",
        "Keep the movements small and the check-ins frequent, rising back up whenever arms or balance need a break.",
      ],
    },
    "adventurous-1": {
      name: "Carry Me Home on a Getaway",
      description:
        "Carry Me Home has a honeymoon echo: the carry over the threshold, continued a little further. Away from home, choose the wall carefully, since hotel walls hide light switches, thermostats and framed prints, and make sure the floor is carpet, not polished wood or tile. The lift is short, cinematic and full of laughter. Good for celebrating something big. Keep it brief, because a strained back could spoil the rest of the trip.",
      steps: [
        "Pick a plain, clear wall with carpet underfoot, and move any luggage out of the way.",
        "Stand close together, the partner to be lifted with their back to the wall.",
        "Bending at the knees, the lifting partner takes a secure hold beneath the other's legs.",
        "On an agreed count, the lifted partner hops and wraps their legs around the lifter's waist, and the wall takes some of the weight.",
        "Lower down gently the moment either of you says so, then collapse onto the bed laughing.",
      ],
    },
    "adventurous-2": {
      description:
        "Wheelbarrow Dare is the silly, athletic one you only try when you are in a holiday mood. Starting from the edge of a hotel bed, which usually sits higher than yours at home, the partner in front braces their hands on the mattress at a gentler slope while the standing partner lifts their legs. Short, daft and good for a laugh; ideal for couples who love a challenge. Stop the instant wrists or backs protest.",
      steps: [
        "Clear a space at the foot of the bed, away from desk corners and the luggage rack.",
        "The partner in front kneels at the edge of the bed and places both hands flat on the mattress.",
        "The standing partner takes hold of their legs and raises them slowly to hip height.",
        "The front partner keeps their arms firm, or lowers onto bent arms on the mattress if that is easier.",
        "End it the moment wrists, arms or backs object, and flop onto the bed together.",
      ],
    },
    "adventurous-3": {
      description:
        "Starbridge needs strength and a firm surface, and hotel mattresses, usually firmer than a home one, give the bridging partner a surer platform. Rested after a lie-in, you may have the energy for it in a way you rarely do on a weeknight. It is athletic and expressive, a bit of a holiday challenge. Good for active couples. Plant feet on the bare sheet rather than a slippery throw, and lower whenever you need.",
      steps: [
        "Pull the slippery bedspread off so the bridging partner's feet rest on plain sheets.",
        "One partner lies back, knees bent and feet flat, about hip-width apart.",
        "The other kneels close in front, hands ready at the waist.",
        "Pushing through both feet, the partner lying back lifts their hips into a bridge while the kneeling partner helps hold them.",
        "Keep it short, keep breathing, and come down slowly onto the bed.",
      ],
    },
    "adventurous-5": {
      description:
        "Waterfall in a hotel room needs a little engineering: beds often sit higher than yours at home, so the drop is longer and the pillows must be stacked higher to meet the partner sliding down. Gather every spare pillow and the folded duvet. The rush of the angle, in a room that already feels new, is quite a thrill, best for adventurous couples. Stay for a couple of minutes at most, and sit up slowly.",
      steps: [
        "Gather spare pillows from the wardrobe and the folded duvet, and stack them on the floor beside the bed until the pile nearly reaches the mattress.",
        "One partner lies back and slides slowly towards the edge until shoulders and neck are resting on the stack.",
        "The other kneels or sits astride on the bed, keeping a steady hand on their partner's hips or arm.",
        "Keep it to a few minutes; the rush builds faster than you think.",
        "Sit up slowly together, and pause for a moment before standing.",
      ],
    },
    "adventurous-6": {
      description:
        "Bamboo Split pairs well with a spa break: after a swim or a sauna, muscles are warm and willing, and the gentle leg-swapping stretch feels easier than it would on a cold weeknight. With nowhere to be, the swaps can be as slow and teasing as you like. Playful, rhythmic and just a little showy. Good for couples who like a challenge. Drink some water first, as saunas and stretching both leave you thirsty.",
      steps: [
        "Come back to the room after the pool or spa while you are still warm and loose.",
        "One partner lies back on the bed; the other kneels facing them.",
        "The partner lying back lifts one leg to the kneeling partner's shoulder and leaves the other stretched long on the sheet.",
        "Agree a signal, then trade legs slowly, one lowering as the other rises.",
        "Stay within an easy stretch, and let the raised leg down whenever it wants a rest.",
      ],
    },
    "adventurous-7": {
      description:
        "Butterfly Table is the one a weekend away practically invites, with a desk or a cottage kitchen table that is not yours. Test it first: hotel desks can be flimsy or wall-hung, and you want a solid, hip-height surface that does not shift when you lean. Cleared and covered with a towel, it offers the same face-to-face line-up with a thrill of trespass. Good for a cheeky mood. Put the kettle and glasses elsewhere.",
      steps: [
        "Lean your weight on the desk or table to test it; if it shifts or creaks, use the edge of the bed instead.",
        "Clear away the kettle, cups and room folder, and lay a folded bath towel across the top.",
        "One partner leans or lies back across the edge, feet lifted or resting against the other.",
        "The standing partner steps in close and holds their partner's hands or hips.",
        "Move together at whatever pace you both enjoy, keeping an eye on how steady the table stays.",
      ],
    },
    "adventurous-8": {
      description:
        "Pretzel Twist needs a bit of working out, and a wide hotel bed gives you room to get it wrong and laugh about it. With one of you curled on a side and the other kneeling astride the lower leg, the top leg wraps round and your faces stay turned together. There is no hurry to get the tangle right first time. It suits a relaxed holiday afternoon. If the bed creaks, adjust the pace before the neighbours notice.",
      steps: [
        "Push the spare pillows out of the way, keeping one for the partner who will lie down.",
        "That partner settles on one side, face on the pillow, comfortable and relaxed.",
        "The other kneels astride their lower leg, facing them.",
        "The partner on their side winds their top leg around the kneeling partner's waist.",
        "Find the angle together, then the kneeling partner sets an easy pace.",
      ],
    },
    "mixed-1": {
      description:
        "Last Dance belongs to the night after a wedding or a dinner out, when you come back to the room still humming the final song. Play it quietly from a phone, kick off your shoes, and sway close before anything else. A hotel carpet gives good grip; before anyone props a foot up on the bed frame, check it is solid, as some are only a divan base. Romantic, nostalgic and made for dressing up.",
      steps: [
        "Shoes off, lights low, and put on the song that ended the evening, turned down quietly.",
        "Stand close and hold each other around the waist, swaying until you find a shared rhythm.",
        "Even out height with bent knees; hotel furniture rarely makes a safe step.",
        "If you want to be closer, one partner rests a foot on the bed frame once you have checked it will hold.",
        "When the song ends, let the bed be the next stop.",
      ],
    },
    "mixed-2": {
      description:
        "Crossed Paths finally has room to stretch: a hotel king-size bed lets you lie at an angle, pillows at opposite corners, without anyone hanging off the side. Legs interlace in the middle and hands reach across, so it feels relaxed and a little silly, perfect for a long, lazy holiday afternoon. Good for couples who like to talk while they touch. Slide a pillow under the side-lying partner's top knee if the hip complains.",
      steps: [
        "Pull the bedding back and use the full width of the bed, a pillow in two opposite corners.",
        "Settle in a V, one of you face up and the other on their side, meeting diagonally across the mattress.",
        "Scissor your legs together so you meet in the middle.",
        "Join hands to draw a little closer and keep a gentle rocking going.",
        "Adjust the angle as you go, and break for room service whenever you like.",
      ],
    },
    "mixed-3": {
      description:
        "Side Saddle has a country-house air about it, which makes it a natural for a weekend in a grand old hotel or a cottage in the hills. The rider sits sideways across their partner, legs folded to one side, balanced by a hand on a firm mattress. Elegant, slightly mischievous, and a playful way to mark a special weekend. If the folded legs stiffen, switch sides rather than pushing on.",
      steps: [
        "Choose the firmest part of the bed, usually the middle, and clear the cushions away.",
        "One partner lies on their back, knees slightly raised.",
        "Their partner starts astride, then pivots a quarter turn so both folded legs rest to one side.",
        "Steady yourself with a hand on the mattress or on your partner's shoulder.",
        "The rider sets the rhythm, angling a little further round or back to change it, and swaps sides when needed.",
      ],
    },
    "mixed-4": {
      description:
        "Mirror Recline suits the slower rhythm of a trip, where you finally have time to look at each other properly. Facing each other with legs interlaced, both leaning back on hands, you can watch each other in soft hotel lamplight while the movement stays small and shared. Playful and full of anticipation. Good for couples reconnecting after a busy stretch. Plant hands clear of the pillows, where the bed is firmest, and sit up whenever arms tire.",
      steps: [
        "Switch off the bright overhead light and leave a single lamp on.",
        "Sit facing each other in the middle of the bed and weave your legs together until you are close.",
        "Lean back on your hands, arms straight but soft at the joints.",
        "Take turns pressing gently towards each other to make a shared rhythm.",
        "Come up into a hug whenever arms want a rest, then lean back again.",
      ],
    },
    "mixed-5": {
      description:
        "Sofa Skyline can be taken literally on a city break: if the room's sofa backs onto the window, the partner in front rests their arms along the top and gazes out over real lights. The rhythm stays steady and relaxed, with the sense of being high above everything. Perfect for a suite or a top-floor apartment. Keep the room lights off, and only try it where no window opposite looks in.",
      steps: [
        "Turn off every light in the room so the view is bright and the room stays dark.",
        "Check the sofa is stable and will not slide on the floor.",
        "One partner kneels on the seat facing the backrest, arms folded along the top.",
        "Their partner takes a place behind, kneeling on the cushions or standing on the floor, with one arm around the waist in front.",
        "Keep a steady pace, and let the partner in front describe what they can see.",
      ],
    },
    "mixed-6": {
      description:
        "Compass is a chatty, easy-going shape, and a wide hotel bed lets you lay out the T without legs dangling off the side. One of you lies face up, the other across on their side, legs draped over, holding hands across the gap while you plan tomorrow's walk or forget it entirely. Good for a low-key holiday night. If the bed is two singles pushed together, keep the join out of your way.",
      steps: [
        "Check whether the bed is one mattress or two joined singles, and position yourselves away from any join.",
        "One partner lies face up across the main part of the bed, knees bent.",
        "The other settles crosswise beside them, turned onto one side and tucked in close.",
        "The face-up partner hooks their legs over the other's hips, and your hands find each other.",
        "Keep the movement small and slow, and talk about whatever comes up.",
      ],
    },
    "mixed-7": {
      description:
        "Switchback Flow needs room to roll, and a hotel king-size bed is the ideal playground: start face to face, turn so the other partner is above, then finish curled in a spoon, without anyone ending up on the floor. The sequence feels like a slow weekend in miniature, each part unhurried. Good for playful couples. Before you begin, clear glasses and phones off the bedside tables; rolls can go wider than you expect.",
      steps: [
        "Clear the bedside tables of glasses and phones, and start in the middle of the bed.",
        "Face each other, one partner lying back while the other hovers above.",
        "Arms wrapped tight, roll over together so the one underneath comes up on top.",
        "Later, turn onto your sides into a spoon for the last part.",
        "Go slowly at each change, and laugh if you roll too near the edge.",
      ],
    },
    "mixed-8": {
      description:
        "Front Row Seat is perfectly suited to the armchair most hotel rooms tuck in a corner, turned to face the window so the partner in front has a view of somewhere new. The one behind sits back with arms free, and the partner in front, settled on them and facing away, sets the pace with feet on the floor. Intimate, relaxed and a bit of a treat. Test the armchair for wobbles before you rely on it.",
      steps: [
        "Turn the room's armchair towards the window and check it does not rock or slide.",
        "One partner sits well back, feet flat on the carpet.",
        "The other sits back onto them, facing away towards the view, feet planted for balance.",
        "Arms circle the front partner from behind, free to hold, stroke and wander.",
        "Leaning forward or settling back, the partner in front decides the pace.",
      ],
    },
    "romantic-15": {
      description:
        "Hotel beds tend to come with a padded headboard and more pillows than anyone needs, which is exactly what the Headboard Embrace wants. One partner sits back against a wall of those pillows, legs out, and the other kneels astride their lap, faces level, the city or the sea somewhere past their shoulder. Made for the first evening of a weekend away. Push the headboard before leaning on it: some are only loosely fixed to the wall.",
      steps: [
        "Stack three or four of the hotel pillows upright against the headboard and give it a firm push to check it holds.",
        "One partner sits back into the pillows with legs stretched down the bed.",
        "The other kneels across their hips, facing them, and sits back onto their thighs until your eyes meet.",
        "Steady yourself on the headboard or your partner's shoulders and set an unhurried pace; there is no checkout until tomorrow.",
        "The partner sitting back holds the other's waist and keeps their voice low for the sake of the room next door.",
      ],
    },
    "romantic-21": {
      description:
        "Gentle Slope needs a wedge, and on a trip a hotel's spare pillows make a generous one. Fold two of the firmest in half and stack them against the headboard so the partner reclining is raised, face close to the one kneeling between their knees. Waking up somewhere new makes the slow pace feel like a treat rather than a necessity. Kind on a pregnancy babymoon. Ask reception for extra pillows when you check in, not at midnight.",
      steps: [
        "Ask for extra pillows at check-in, then fold the firmest ones and stack them into a sloped back rest.",
        "One partner lies back on the slope, head and shoulders lifted, knees bent and feet flat on the sheet.",
        "The other kneels upright between their knees and leans forward, hands on the mattress by the reclining partner's hips.",
        "Adjust the pile together until neither of you is straining, then find a slow, easy rhythm.",
        "Order breakfast to the room afterwards and eat it in the same spot.",
      ],
    },
    "passionate-13": {
      description:
        "Foot of the Bed is made for the moment you open a hotel door and the bed is right there. The partner in front rests forearms and chest on the crisp covers at its foot, the other stands close behind, and the suitcases can wait. Hotel beds are often higher than home ones, which can line you up without any fuss. Impatient and fun. Kick off your shoes first: a polished floor and socks are a slippery pair.",
      steps: [
        "Set the bags down, lock the door, hang the sign outside and slip off shoes and socks.",
        "One partner stands at the foot of the bed, knees soft, then hinges forward to rest forearms and chest on the mattress.",
        "The other stands close behind on the bare floor, hands settled on their partner's hips.",
        "Check the height; a hotel bed may suit you as it is, or a folded pillow under the chest can help.",
        "Keep the front partner's back long, and tumble onto the bed together when legs want a rest.",
      ],
    },
    "passionate-15": {
      description:
        "A suite with a sofa invites Over the Arm: one partner drapes face down over the padded armrest, forearms on the cushions, while the other stands close behind on the carpet. Borrowed furniture gives the whole thing a slightly wicked, holiday feel. Check the sofa first, though: hotel pieces can be lighter than they look and may slide. Keep it short, rest the head on a cushion, and stand up slowly afterwards.",
      steps: [
        "Push the sofa back against a wall so it cannot slide, and test that the arm is firm and well padded.",
        "One partner folds face down across the armrest, letting it carry their hips, with forearms and head resting on the seat cushions.",
        "Let your toes touch the carpet, and add a cushion under your head if the seat is firm.",
        "The other stands close behind, hands on their partner's hips, and keeps the pace easy.",
        "After a short while, help your partner rise slowly, then carry on somewhere softer.",
      ],
    },
    "passionate-24": {
      description:
        "Lily Pad asks for steady footing, and a firm hotel mattress gives the partner on top a better base for their squat than a soft bed at home. The one lying back reaches up and laces fingers with them, and the big unfamiliar bed makes the burst of energy feel like part of the holiday. Keep it brief, drop to the knees as soon as the thighs burn, and move well away from the bed's edge.",
      steps: [
        "Find the middle of the bed, away from the edges, and have one partner lie back with hands raised.",
        "The other stands astride their hips, then sinks into a squat with both feet flat on the mattress.",
        "Hold hands with fingers woven, so the one underneath can steady every wobble.",
        "The partner on top rises and lowers from the legs in short, energetic sets.",
        "Come down onto your knees the moment your legs tire, and let the rest of the evening be lazy.",
      ],
    },
    "adventurous-11": {
      description:
        "The Plough is a playful dare, and a holiday is the right time for one. Hotel beds often stand higher than home ones, so the partner lying face down with hips at the edge may already be at a height the standing partner can hold without stooping. It stays strenuous, so keep it very short, lift only what you can comfortably carry, and lower the legs down together. Laughing is allowed and expected.",
      steps: [
        "Clear the floor at the foot of the bed of bags and shoes, and check the carpet is not slippery.",
        "One partner lies face down across the bed, hips at the edge, resting on their forearms.",
        "The other stands behind with feet planted wide and gently lifts their partner's thighs to hip height.",
        "The front partner wraps their legs round the standing partner's waist to take some of the weight.",
        "After a minute or two, lower the legs together, slowly, and collapse onto the bed side by side.",
      ],
    },
    "adventurous-16": {
      description:
        "Many hotel rooms keep a padded bench or ottoman at the foot of the bed, and it is made for Saddle Bench. Sit astride it facing each other, one of you drapes both legs across the other's thighs, and you lean back holding forearms to rock like a seesaw. Equal, face to face, and a little silly in a lovely way. Before you begin, check that the bench is long, stable and firmly upholstered.",
      steps: [
        "Check the bench at the foot of the bed is sturdy and long, and pull it clear of the bed so nobody knocks a shin.",
        "Sit astride it facing each other, close enough to touch knees.",
        "One partner swings their legs across the other's lap and shuffles in; the other keeps both feet on the carpet.",
        "Hold each other's forearms and lean back a little at the same time.",
        "Rock to and fro in an easy seesaw, pulling in close whenever a kiss is wanted.",
      ],
    },
    "adventurous-20": {
      description:
        "Deckchair is a name that belongs on holiday. On the hotel bed, with the balcony doors open, one partner leans back on their forearms, torso half raised, with both calves propped on the shoulders of the kneeling partner in front. Being half upright keeps faces close enough to talk about the day. Stay only as long as the legs feel good, and draw the curtain: a balcony is not as private as it feels.",
      steps: [
        "Open the balcony doors for the air but draw the sheer curtain across, so nobody outside can see in.",
        "One partner sits on the bed and leans back onto their forearms, halfway between sitting and lying.",
        "Their partner kneels tall at their feet, turned towards them.",
        "The reclining partner raises their legs to rest the calves on the kneeling partner's shoulders, and the kneeling partner braces their hands on the bed beside their hips.",
        "Lower one leg, then the other, when the stretch pulls, and finish lying side by side listening to the sea or the street.",
      ],
    },
    "adventurous-26": {
      description:
        "Leapfrog is playful, and a wide hotel bed gives it all the room it wants. The partner in front kneels with chest right down on the mattress and arms stretched out, the other squats behind with feet flat, and nothing at home needs to be tidied afterwards. Squats tire quickly, so drop to kneeling as soon as you like, and keep talking, since your faces are turned away. A holiday dare, not a marathon.",
      steps: [
        "Strip the bed to the bottom sheet so the partner in front has a smooth, even surface.",
        "One partner kneels, stretches their arms ahead and lowers their chest to the mattress, hips high and head turned to one side.",
        "The other squats close behind them, feet flat outside their knees, hands on their partner's hips.",
        "Use your legs to find the height, and agree on a word for slower or stop before you start.",
        "Sink down to kneeling the moment the squat burns, and stay that way as long as you like.",
      ],
    },
  },
};

export default written;
