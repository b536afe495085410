/**
 * The head script of shared-device.ts (discreet mode and the quick exit), inlined by root.tsx on the server only.
 * Written as ES5, like the other head scripts, so an old browser parses it. SWAPS lists each head element discreet
 * mode changes: what finds it, the attribute, and its discreet value.
 */
import {
  DISCREET_ICON,
  DISCREET_KEY,
  DISCREET_MANIFEST,
  DISCREET_TITLE,
  DISCREET_TOUCH_ICON,
  QUICK_EXIT_PRESSES,
  QUICK_EXIT_URL,
  QUICK_EXIT_WINDOW_MS,
} from "./shared-device";

export const sharedDeviceScript = `(function(w,d){if(!d.addEventListener||!w.Element||!w.Element.prototype.closest)return;
var KEY=${JSON.stringify(DISCREET_KEY)},TITLE=${JSON.stringify(DISCREET_TITLE)},ICON=${JSON.stringify(DISCREET_ICON)},EXIT=${JSON.stringify(QUICK_EXIT_URL)};
var on=false,real=null,watcher=null,leaving=false,presses=[];
try{on=w.localStorage.getItem(KEY)==="on";}catch(e){}
var SWAPS=[['link[rel~="icon"]',"href",ICON],['link[rel="apple-touch-icon"]',"href",${JSON.stringify(DISCREET_TOUCH_ICON)}],
['link[rel="manifest"]',"href",${JSON.stringify(DISCREET_MANIFEST)}],['meta[name="apple-mobile-web-app-title"]',"content",TITLE]];
function titles(){return d.head?d.head.getElementsByTagName("title"):[];}
function tell(){try{var c=w.navigator.serviceWorker&&w.navigator.serviceWorker.controller;if(c)c.postMessage({entwine:"discreet",on:on});}catch(e){}}
function apply(){if(!on)return;var t=titles();for(var j=0;j<t.length;j++)if(t[j].textContent!==TITLE){real=t[j].textContent;t[j].textContent=TITLE;}
for(var k=0;k<SWAPS.length;k++){var l=d.querySelectorAll(SWAPS[k][0]),a=SWAPS[k][1],v=SWAPS[k][2];
for(var i=0;i<l.length;i++){var h=l[i].getAttribute(a);if(h!==v){l[i].setAttribute("data-real-"+a,h||"");l[i].setAttribute(a,v);}}}}
function restore(){var t=titles();if(real!==null)for(var j=0;j<t.length;j++)if(t[j].textContent===TITLE)t[j].textContent=real;real=null;
for(var k=0;k<SWAPS.length;k++){var l=d.querySelectorAll(SWAPS[k][0]),a=SWAPS[k][1];
for(var i=0;i<l.length;i++){var h=l[i].getAttribute("data-real-"+a);if(h!==null){l[i].setAttribute(a,h);l[i].removeAttribute("data-real-"+a);}}}}
function watch(){if(watcher||!w.MutationObserver||!d.head)return;watcher=new w.MutationObserver(apply);
watcher.observe(d.head,{childList:true,subtree:true,characterData:true,attributes:true,attributeFilter:["href","content"]});}
function set(next){on=!!next;try{if(on)w.localStorage.setItem(KEY,"on");else w.localStorage.removeItem(KEY);}catch(e){}
d.documentElement.toggleAttribute("data-discreet",on);if(on){watch();apply();}else{if(watcher){watcher.disconnect();watcher=null;}restore();}tell();}
if(on){d.documentElement.setAttribute("data-discreet","");watch();apply();tell();}
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
