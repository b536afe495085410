/**
 * Runs inline in <head> (with the CSP nonce) before any module loads. Written as ES5 on purpose: a browser
 * that lacks fetch or promises cannot parse modern syntax either, and must still be told what is wrong.
 */
export const missingFeaturesSource = `function(w){var m=[];
if(typeof w.fetch!=="function")m.push("fetch");
if(typeof w.Promise!=="function")m.push("promises");
if(typeof w.addEventListener!=="function")m.push("event listeners");
try{if(!w.localStorage||typeof w.localStorage.getItem!=="function")m.push("local storage");}catch(e){m.push("local storage");}
return m;}`;

export const headBootScript = `(function(){var d=document.documentElement;
try{var t=localStorage.getItem("entwine-theme");if(t==="light"||t==="dark")d.setAttribute("data-theme",t);}catch(e){}
var m=(${missingFeaturesSource})(window);
if(m.length){d.setAttribute("data-unsupported","true");
var show=function(){var n=document.getElementById("unsupported-browser");if(n)n.hidden=false;var a=document.getElementById("app-shell");if(a)a.hidden=true;};
if(document.addEventListener)document.addEventListener("DOMContentLoaded",show);else window.onload=show;}
})();`;
