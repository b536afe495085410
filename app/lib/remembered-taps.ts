/**
 * Remembered taps (decision record 008). A page is painted from the server's HTML long before its scripts have
 * hydrated it; a control that needs JavaScript would ignore a tap in between. This script runs inline in the
 * document head, before the body is parsed, and until hydration it:
 *
 * - leaves to the browser whatever works without scripts: links with an address, forms that carry an `action`
 *   (React Router's `<Form>` always writes one), text fields, selects, `<summary>`;
 * - for every other control (a `type="button"` button, a submit button of a form without an action, a checkbox or
 *   radio outside a working form, an element with an ARIA widget role), stops the click, the Enter/Space key or the
 *   submit before anything else sees it, marks the control as working (`aria-busy`, `data-tap-pending`, styled in
 *   app.css; on an input its labels too, since a styled radio is often a visually hidden input), and remembers it once: a second tap on the same control before hydration is not remembered again;
 * - once the root has hydrated (root.tsx calls `__entwineTaps.replay()` from its effect), stops listening, hands
 *   React what was typed or chosen in a field meanwhile (an `input`/`change` event for each field whose value
 *   differs from the server's; the value is first set back through React's tracker so that React sees a change),
 *   then carries out each remembered action exactly once on the now-live control, and clears the marks.
 *
 * Written as ES5 (like the browser-support boot script) so that an old browser parses it and is told what is
 * wrong rather than failing here. Its hash is listed in a stored page's policy like any inline script.
 */
export const rememberedTapsScript = `(function(w,d){if(!d.addEventListener||!w.Element||!Element.prototype.closest)return;
var queue=[],live=true,SEL="button,a,input,select,textarea,summary,[role=button],[role=tab],[role=switch],[role=checkbox],[role=radio],[role=option],[role=menuitem],[role=menuitemradio],[role=menuitemcheckbox]";
var NATIVE_KEYS={BUTTON:1,A:1,INPUT:1,SELECT:1,TEXTAREA:1,SUMMARY:1};
function works(f){return !!f&&f.hasAttribute("action")&&!f.hasAttribute("data-needs-script");}
function needsScript(el){var tag=el.tagName,t;
if(el.closest("[data-tap-native]"))return false;
if(tag==="A"){t=el.getAttribute("href");return t===null||t==="#"||/^\\s*javascript:/i.test(t);}
if(tag==="BUTTON"){t=(el.getAttribute("type")||"submit").toLowerCase();if(t==="submit"&&el.form)return !works(el.form)&&!el.hasAttribute("formaction");return t!=="reset";}
if(tag==="INPUT"){t=(el.type||"").toLowerCase();if(t==="submit"||t==="image"||t==="checkbox"||t==="radio")return !works(el.form);return t==="button";}
return !(tag==="SELECT"||tag==="TEXTAREA"||tag==="SUMMARY"||tag==="LABEL");}
function path(el){var p=[],n=el;while(n&&n.parentElement){p.unshift(Array.prototype.indexOf.call(n.parentElement.children,n));n=n.parentElement;}return p;}
function find(p){var n=d.documentElement;for(var i=0;i<p.length&&n;i++)n=n.children[p[i]];return n;}
function flag(el,on){if(on){el.setAttribute("data-tap-pending","");if(!el.hasAttribute("aria-busy"))el.setAttribute("aria-busy","true");}else if(el.hasAttribute("data-tap-pending")){el.removeAttribute("data-tap-pending");if(el.getAttribute("aria-busy")==="true")el.removeAttribute("aria-busy");}}
function mark(el,on){flag(el,on);if(el.labels)for(var i=0;i<el.labels.length;i++)flag(el.labels[i],on);}
function remember(e,el,action){e.preventDefault();e.stopImmediatePropagation();
if(el.hasAttribute("data-tap-pending"))return;mark(el,true);action.el=el;action.path=path(el);queue.push(action);}
function target(e){var t=e.target;return t&&t.closest?t.closest(SEL):null;}
function onClick(e){if(!live||e.button>0)return;var el=target(e);if(!el||el.disabled||!needsScript(el))return;remember(e,el,{type:"click"});}
function onKey(e){if(!live||(e.key!=="Enter"&&e.key!==" ")||e.altKey||e.ctrlKey||e.metaKey)return;var el=target(e);
if(!el||NATIVE_KEYS[el.tagName]||el.isContentEditable||!needsScript(el))return;remember(e,el,{type:"key",key:e.key,code:e.code});}
function onSubmit(e){if(!live)return;var f=e.target;if(!f||f.tagName!=="FORM"||works(f))return;var s=e.submitter&&e.submitter.form===f?e.submitter:null;
remember(e,s||f,{type:"submit",form:f,submitter:s});}
w.addEventListener("click",onClick,true);w.addEventListener("keydown",onKey,true);w.addEventListener("submit",onSubmit,true);
function run(a){var el=a.el.isConnected?a.el:find(a.path);mark(a.el,false);if(!el||el.disabled)return;
if(el!==a.el&&(el.tagName!==a.el.tagName||el.textContent!==a.el.textContent))return;
if(a.type==="click")el.click();
else if(a.type==="key")el.dispatchEvent(new KeyboardEvent("keydown",{key:a.key,code:a.code,bubbles:true,cancelable:true}));
else{var f=a.form.isConnected?a.form:el.form||el;if(f.tagName!=="FORM")return;var s=a.submitter&&a.submitter.isConnected?a.submitter:null;
if(f.requestSubmit)f.requestSubmit(s||undefined);else f.dispatchEvent(new Event("submit",{bubbles:true,cancelable:true}));}}
w.__entwineTaps={pending:function(){return queue.length;},replay:function(){if(!live)return;live=false;
w.removeEventListener("click",onClick,true);w.removeEventListener("keydown",onKey,true);w.removeEventListener("submit",onSubmit,true);
var todo=queue;queue=[];setTimeout(function(){sync();for(var i=0;i<todo.length;i++){try{run(todo[i]);}catch(x){}}},0);}};
function sync(){var f=d.querySelectorAll("input,textarea,select"),i,el,v,o,set;for(i=0;i<f.length;i++){el=f[i];try{
if(el.tagName==="SELECT"){for(o=0;o<el.options.length;o++)if(el.options[o].selected!==el.options[o].defaultSelected){el.dispatchEvent(new Event("change",{bubbles:true}));break;}}
else if(!/^(checkbox|radio|submit|button|image|reset|file|hidden|range|color)$/i.test(el.type)&&el.value!==el.defaultValue){v=el.value;
set=Object.getOwnPropertyDescriptor(el.tagName==="TEXTAREA"?HTMLTextAreaElement.prototype:HTMLInputElement.prototype,"value").set;
el.value=el.defaultValue;set.call(el,v);el.dispatchEvent(new Event("input",{bubbles:true}));}}catch(x){}}}
})(window,document);`;

declare global {
  interface Window {
    /** Set by the head script above until the page hydrates. */
    __entwineTaps?: { pending(): number; replay(): void };
  }
}
