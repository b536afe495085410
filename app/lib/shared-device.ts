/**
 * On a shared device (issue 50): discreet mode and the quick exit, both run by one small inline head script (with
 * the CSP nonce, before anything else in the head), so they work from the first paint, before the page hydrates,
 * and keep working after it.
 *
 * - Discreet mode (localStorage `entwine-discreet` = "on"): the tab's title reads "Notes" and its icon is a plain
 *   page, on every page. The script watches the head and puts the neutral title and icon back whenever React Router
 *   changes them (a mutation observer runs before the next paint). `window.__entwineDiscreet.set(on)` switches it
 *   from the page's switch without a reload. The manifest's name stays.
 * - Quick exit: a click on the top bar's `a[data-quick-exit]` (a plain link to the neutral page, so that without
 *   scripts it still leaves), or Escape pressed three times in a row within 2 s (any other key or a tap in between
 *   starts the count again, so a few Escapes closing menus never send anyone away), replaces this page with the
 *   neutral one through `location.replace`: this page leaves the tab's back history. Nothing is sent to our server
 *   on the way out: the page's own `pagehide`, `visibilitychange` and `beforeunload` listeners (the speed report's
 *   beacon, Our space's last flush, the age gate's leave warning) are stopped before they run, this script's being
 *   registered first; and the neutral site is told nothing either (no referrer).
 *
 * Written as ES5, like the other head scripts, so an old browser parses it.
 */

/** localStorage key of discreet mode ("on" when set; absent otherwise). */
export const DISCREET_KEY = "entwine-discreet";
export const DISCREET_TITLE = "Notes";
export const DISCREET_ICON = "/icons/notes.svg";

/**
 * Where the quick exit goes: Wikipedia's article on the weather. It is known everywhere, loads quickly on a poor
 * connection, shows no adverts, sets no tracking cookies and asks for no consent banner, and a page about the
 * weather looks like nothing at all on a screen glanced at or in a tab left open. The article's content is stable
 * (a main page or a random article could show anything).
 */
export const QUICK_EXIT_URL = "https://en.wikipedia.org/wiki/Weather";

/** Escape presses in a row that leave, and the time they must fit in. */
export const QUICK_EXIT_PRESSES = 3;
export const QUICK_EXIT_WINDOW_MS = 2000;

export const sharedDeviceScript = `(function(w,d){if(!d.addEventListener||!w.Element||!w.Element.prototype.closest)return;
var KEY=${JSON.stringify(DISCREET_KEY)},TITLE=${JSON.stringify(DISCREET_TITLE)},ICON=${JSON.stringify(DISCREET_ICON)},EXIT=${JSON.stringify(QUICK_EXIT_URL)};
var on=false,real=null,watcher=null,leaving=false,presses=[];
try{on=w.localStorage.getItem(KEY)==="on";}catch(e){}
function icons(){return d.querySelectorAll('link[rel~="icon"],link[rel="apple-touch-icon"]');}
function titles(){return d.head?d.head.getElementsByTagName("title"):[];}
function apply(){if(!on)return;var t=titles();for(var j=0;j<t.length;j++)if(t[j].textContent!==TITLE){real=t[j].textContent;t[j].textContent=TITLE;}
var l=icons();for(var i=0;i<l.length;i++){var h=l[i].getAttribute("href");if(h!==ICON){l[i].setAttribute("data-real-href",h||"");l[i].setAttribute("href",ICON);}}}
function restore(){var t=titles();if(real!==null)for(var j=0;j<t.length;j++)if(t[j].textContent===TITLE)t[j].textContent=real;real=null;var l=icons();for(var i=0;i<l.length;i++){var h=l[i].getAttribute("data-real-href");if(h!==null){l[i].setAttribute("href",h);l[i].removeAttribute("data-real-href");}}}
function watch(){if(watcher||!w.MutationObserver||!d.head)return;watcher=new w.MutationObserver(apply);
watcher.observe(d.head,{childList:true,subtree:true,characterData:true,attributes:true,attributeFilter:["href"]});}
function set(next){on=!!next;try{if(on)w.localStorage.setItem(KEY,"on");else w.localStorage.removeItem(KEY);}catch(e){}
d.documentElement.toggleAttribute("data-discreet",on);if(on){watch();apply();}else{if(watcher){watcher.disconnect();watcher=null;}restore();}}
if(on){d.documentElement.setAttribute("data-discreet","");watch();apply();}
w.__entwineDiscreet={on:function(){return on;},set:set};
function leave(){if(leaving)return;leaving=true;
try{var m=d.createElement("meta");m.name="referrer";m.content="no-referrer";d.head.appendChild(m);}catch(e){}
w.location.replace(EXIT);}
function hush(e){if(leaving)e.stopImmediatePropagation();}
w.addEventListener("beforeunload",hush,true);w.addEventListener("pagehide",hush,true);d.addEventListener("visibilitychange",hush,true);
w.addEventListener("click",function(e){var a=e.target&&e.target.closest?e.target.closest("a[data-quick-exit]"):null;
if(!a||e.button>0||e.metaKey||e.ctrlKey||e.shiftKey||e.altKey)return;e.preventDefault();e.stopImmediatePropagation();leave();},true);
w.addEventListener("keydown",function(e){if(e.key!=="Escape"&&e.key!=="Esc"){presses=[];return;}if(e.repeat)return;
var now=e.timeStamp;presses.push(now);while(presses.length&&now-presses[0]>${QUICK_EXIT_WINDOW_MS})presses.shift();
if(presses.length>=${QUICK_EXIT_PRESSES}){presses=[];leave();}},true);
w.addEventListener("pointerdown",function(){presses=[];},true);
w.__entwineQuickExit=leave;
})(window,document);`;

declare global {
  interface Window {
    /** Set by the head script above. */
    __entwineDiscreet?: { on(): boolean; set(on: boolean): void };
    __entwineQuickExit?: () => void;
  }
}
