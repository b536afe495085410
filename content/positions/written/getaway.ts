import type { WrittenVariation } from "./types";

const written: WrittenVariation = {
  entries: {
    "romantic-1": {
      description:
        "Before the cases are even open, climb onto the wide bed of a room that is not yours and wind around each other until home falls away. A firm, unfamiliar mattress holds the seated partner upright with less effort than your own, and with no clock to watch, the Lotus can rock on for as long as the evening does. If crossed legs ache, borrow the spare pillow from the wardrobe and tuck it under a knee.",
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
        "The bed is twice the size of yours at home, and still you end up in one small corner of it, curled on your sides with crisp sheets pulled high after a long journey. Spooning asks nothing of tired bodies, and the pace slows further because nobody has to get up tomorrow. Turn the thermostat down before you settle: hotel rooms tend to run hot overnight.",
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
        "Neither of you has slept in this room before, and that alone makes a familiar shape feel newly charged. Hotel mattresses usually run firmer than the one at home, which helps the Slow Embrace: the partner underneath stays level, and the partner above has a steady platform for their forearms. Walls can be thin, so keep the words soft and close to each other's ears.",
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
        "Curtains glowing, nothing due until the breakfast room closes: the first morning away is when Twin Crescents comes into its own. On your sides in a wide bed, legs woven and one pillow shared, you can talk through plans for the day or abandon them entirely, with nobody on top and nobody carrying weight. Hang the sign on the door the night before, so housekeeping does not knock.",
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
        "Sheets that crackle with starch when you turn give a rhythm you know well a fresh texture. Tidal Rock lives on staying flush from chest to toes and moving in a long, slow swell, and with no alarm to race, the tide has no reason to turn quickly. Hotel duvets run thick, so fold yours to the foot of the bed before the two of you get too warm.",
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
        "An anniversary, a proposal, a honeymoon: some trips carry something that wants saying out loud, and kneeling upright face to face gives it a setting. A firm hotel mattress is steadier under the knees than a soft bed at home, and the strange room makes the tall embrace of the Kneeling Vow feel almost ceremonial. Stay near the middle, since hotel beds often sit high and the edge arrives sooner than you expect.",
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
        "Rain on a cottage window, or a real fire settling in the grate, and nothing else on the day's list. The partner behind sinks into every pillow the place offers, stacked against the headboard, and the one in front reclines into them so you both gaze out at somewhere new. Hearthside turns that view into the backdrop for slow, sheltered caresses. Keep a soft robe within reach in case the room cools.",
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
        "The desk chair in a hotel room is suddenly far more interesting than any email. Check it before anyone sits: many swivel, roll or have arms, and the Sweetheart Chair needs a solid, armless seat on four fixed legs. Once you find one, sitting astride face to face is as close as ever, but the strange room lends it a sense of mischief. Stand the chair against a wall so it cannot slide.",
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
        "City light glows at the edges of the curtains, and the room is still new enough to feel like a stage. In Moonrise the rider sits tall and calls every change of pace, perhaps keeping the hotel robe loosely on for a minute or two, while the partner lying back gets the view. Draw the curtains fully if the window faces other rooms, and keep the lamp low.",
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
        "Routines stay at home, and so can some of the caution. On a big hotel bed the partner in front has room to stretch forward onto a heap of pillows, and the one behind can kneel without sinking into soft springs, which lets Wild Tide be as bold as you both want while hands and words keep you connected. Mind the volume, and wedge a pillow behind the headboard if it taps the wall.",
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
        "Start with a long soak in the room's bath, so muscles are warm before any legs go up. An unhurried night away gives High Tide the time it deserves: faces stay close, every reaction shows, and the stretch comes more easily than on a rushed weeknight. Keep a folded pillow nearby to raise the angle, and lower the legs the moment anything pinches.",
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
        "Bed's Edge often lines up better away from home, because hotel beds tend to sit higher than your own and the standing partner may not need to kneel at all. Lying back across the edge, feet on the frame, the partner underneath can simply relax while the other has both hands free. Try it before the bags are unpacked, but push the luggage away from where the standing partner's feet will be.",
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
        "Facing the foot of the bed, in a hotel room, usually means facing the window, with city lights glowing through sheer curtains. The rider runs everything in Turned Horizon, while the partner lying back watches the line of their back against an unfamiliar skyline. It feels a little cinematic. Mind your privacy, though: close the heavy curtains as well if any window opposite could see in.",
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
        "After a day of walking a new city, one of you can simply lie face down and be covered. The hotel's spare pillows build easy support for the partner below, and in the Velvet Press the other's weight, held mostly on forearms and knees, settles over them like a warm, heavy blanket. Slow and drowsy. Agree on a squeeze of the hand as your check-in, and keep the face clear of pillows so breathing stays easy.",
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
        "Wall Whisper catches the just-arrived feeling: bags dropped, door barely shut, no patience left for the bed. Pick a wall that is not shared with the next room and is clear of framed prints and light switches, then keep the words murmured, which thin walls demand anyway. A reunion after time apart makes the urgency real. Carpet grips better than tiles, so leave the bathroom out of this one.",
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
        "Rested, unhurried and perhaps a little braver than at home, you may find a trip is when the showpiece finally gets tried. The rider in Leaning Moon leans back, hands braced on their partner's bent knees, and a firm hotel mattress gives those hands and knees far more support than a soft bed would. Stay well away from the edge, and come upright the moment balance wavers.",
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
        "Carried over the threshold, and then a little further: the honeymoon echo is hard to miss. Choose the wall with care, because hotel walls hide light switches, thermostats and framed prints, and make sure the floor is carpet rather than polished wood or tile. Carry Me Home is short, cinematic and full of laughter, and it should stay brief, since a strained back could spoil the rest of the trip.",
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
        "Some things only get tried in a holiday mood, and this daft one is near the top of the list. Starting from the edge of a hotel bed, which usually stands higher than yours, the partner in front braces their hands on the mattress at a gentler slope while the standing partner lifts their legs. The Wheelbarrow Dare is short, athletic and mostly laughter. Stop the instant wrists or backs protest.",
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
        "After a lie-in you may have energy for something athletic, the kind you rarely find on a weeknight. Starbridge needs strength and a firm base, and hotel mattresses, usually firmer than a home one, give the bridging partner a surer platform while the kneeling partner supports their waist. Plant feet on the bare sheet rather than a slippery throw, and lower whenever you need.",
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
        "A hotel bed often sits higher than yours, so the drop is longer and the cushions below must be stacked taller to meet the partner sliding down. Gather every spare pillow and the folded duvet: Waterfall in a strange room needs a little engineering before the thrill of the angle. Stay for a couple of minutes at most, then sit up slowly with a hand from your partner.",
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
        "Muscles are warm and willing after a swim or a sauna, so the spa break has done the warming up for you. The slow leg swap of Bamboo Split, one leg resting on a shoulder and then the other, feels easier than on a cold weeknight, and with nowhere to be, each change can be as teasing as you like. Drink some water first, as saunas and stretching both leave you thirsty.",
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
        "A desk, or a cottage kitchen table that is not yours, adds a thrill of trespass. Test it first: hotel desks can be flimsy or fixed only to the wall, and Butterfly Table needs a solid, hip-height surface that does not shift when someone leans back on it. Cleared and covered with a towel, it offers the same face-to-face line-up as at home. Move the kettle and glasses elsewhere before you start.",
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
        "Working out who goes where takes a minute or two, and a wide hotel bed gives you room to get it wrong and laugh. With one of you curled on a side and the other kneeling astride the lower leg, the top leg wraps round in Pretzel Twist and your faces stay turned together. An idle holiday afternoon leaves plenty of time for the tangle. If the bed creaks, change the pace before the neighbours notice.",
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
        "Back in the room after a wedding or a dinner out, still humming the final song? Play it quietly from a phone, kick off your shoes, and sway close before anything else; Last Dance is as much about that slow turn on the carpet as what follows. A hotel carpet grips well. Before anyone props a foot on the bed frame, check it is solid, as some are only a divan base.",
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
        "Pillows at opposite corners, and nobody hanging off the side: a hotel king-size finally gives Crossed Paths the room it wants. Lying at an angle with legs interlaced in the middle and hands reaching across, the afternoon drifts into long, lazy talking and touching. Slide a pillow under the side-lying partner's top knee if a hip complains.",
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
        "Grand old hotels and cottages in the hills lend themselves to a little country-house theatre. The rider sits sideways across their partner in Side Saddle, legs folded to one side, balanced by a hand on a firm mattress, which makes the whole thing elegant and slightly mischievous. If the folded legs stiffen, switch sides rather than pushing on.",
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
        "Soft lamplight, no phones, and finally time to look at each other properly. In Mirror Recline you face each other with legs interlaced, both leaning back on your hands, and the movement stays small and shared while the looking does most of the work. Plant your hands clear of the pillows, where the bed is firmest, and sit up whenever arms tire.",
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
        "If the room's sofa backs onto the window, the name can be taken literally: on a city break, Sofa Skyline lets the partner in front fold their arms along the top of the backrest and gaze out over real lights. The rhythm stays steady and relaxed, with the sense of being high above everything. Keep the room lights off, and only try it where no window opposite looks in.",
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
        "Plan tomorrow's walk, or forget it entirely, while holding hands across the gap. A wide hotel bed lets you lay out the Compass without legs dangling off the side: one of you face up, the other across on their side at a right angle, legs draped over. If the bed turns out to be two singles pushed together, keep the join out of your way.",
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
        "When a sequence needs room to roll, a hotel king-size is a playground. Switchback Flow starts face to face, turns so the other partner is above, and finishes curled in a spoon, and on a bed this wide nobody ends up on the floor. Each part is unhurried, like a slow weekend in miniature. Clear glasses and phones off the bedside tables first; rolls can go wider than you expect.",
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
        "Most hotel rooms tuck an armchair in a corner; turn it to face the window and the partner in front gets a view of somewhere new. In Front Row Seat the one behind sits back with arms free, while the one settled on them, facing away with feet on the floor, sets the pace. Test the armchair for wobbles and slides before you rely on it.",
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
        "More pillows than anyone needs, and a padded headboard to lean them on. One partner sits back against that wall of pillows, legs out, and the other kneels astride their lap, faces level, with the sea or the city somewhere past a shoulder; the Headboard Embrace could have been designed around a hotel bed. Push the headboard before leaning on it, as some are only loosely fixed to the wall.",
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
        "Ask reception for extra pillows when you check in, not at midnight. Folded in half and stacked against the headboard, the two firmest make a generous wedge, and Gentle Slope needs nothing more: the reclining partner is raised, face close to the one kneeling between their knees. On a babymoon, waking somewhere new makes the slow pace feel like a treat rather than a necessity.",
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
        "Open the door, and the bed is right there. The partner in front rests forearms and chest on the crisp covers at its foot, the other stands close behind, and the suitcases can wait: Foot of the Bed is impatience made comfortable. Hotel beds are often higher than home ones, which can line you up without any fuss. Kick off your shoes first, since a polished floor and socks are a slippery pair.",
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
        "A squat needs steady footing, and a firm hotel mattress gives the partner on top a better base than the soft bed at home. In Lily Pad the one lying back reaches up and laces fingers with them, and the big unfamiliar bed makes a burst of energy feel like part of the holiday. Keep it brief, drop to the knees as soon as the thighs burn, and stay well away from the edge.",
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
        "Many hotel rooms keep a padded bench or ottoman at the foot of the bed, and Saddle Bench puts it to far better use than holding suitcases. Sit astride it facing each other, one of you drapes both legs across the other's thighs, and you lean back holding forearms to rock like a seesaw. Equal, face to face, and a little silly in a lovely way. Before you begin, check that the bench is long, stable and firmly upholstered.",
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
        "Nothing at home needs tidying afterwards, and a wide hotel bed gives a playful shape all the room it wants. The partner in front kneels with chest right down on the mattress and arms stretched out, while the other squats behind with feet flat; Leapfrog is a holiday dare, not a marathon. Squats tire quickly, so drop to kneeling as soon as you like, and keep talking, since your faces are turned away.",
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
