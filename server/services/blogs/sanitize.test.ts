import { describe, expect, it } from "vitest";
import { isAllowedMediaUrl, sanitizeContent, sanitizePlainText } from "./sanitize";

/** Nothing executable may survive: no script, no event handler, no script-capable URL, no foreign markup. */
function expectInert(html: string) {
  expect(html).not.toMatch(/<script/i);
  expect(html).not.toMatch(/\son[a-z]+\s*=/i);
  expect(html).not.toMatch(/javascript:|vbscript:|data:/i);
  expect(html).not.toMatch(/<(svg|math|iframe|object|embed|form|input|style|link|meta|base|button|textarea)\b/i);
  expect(html).not.toMatch(/expression\s*\(|url\s*\(/i);
}

const XSS_CORPUS = [
  "<script>alert(1)</script>",
  "<SCRIPT SRC=//evil.example/x.js></SCRIPT>",
  "<img src=x onerror=alert(1)>",
  '<img src="/media/a.webp" onerror="alert(1)" onload="alert(2)">',
  '<img src="javascript:alert(1)">',
  '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">',
  '<a href="javascript:alert(1)">x</a>',
  '<a href="JaVaScRiPt:alert(1)">x</a>',
  '<a href="jav&#x09;ascript:alert(1)">x</a>',
  '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">x</a>',
  '<a href="vbscript:msgbox(1)">x</a>',
  '<a href="data:text/html,<script>alert(1)</script>">x</a>',
  "<svg onload=alert(1)><circle r=1 /></svg>",
  "<svg><script>alert(1)</script></svg>",
  "<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>",
  '<iframe src="https://evil.example"></iframe>',
  '<object data="x.swf"></object><embed src=x.swf>',
  '<span style="color: expression(alert(1))">x</span>',
  '<span style="background-image: url(javascript:alert(1)); color: red">x</span>',
  '<p style="position:fixed;top:0">overlay</p>',
  "<div onmouseover=alert(1)>hover</div>",
  "<p>unclosed <b><i>nesting <a href=x onclick=alert(1)>link</p>",
  "<<script>script>alert(1)<</script>/script>",
  "<img src=`x` onerror=alert(1)>",
  '<video src="/media/v.mp4" onplay="alert(1)" autoplay></video>',
  '<video><source src="javascript:alert(1)"></video>',
  '<form action="https://evil.example"><input name=q><button>go</button></form>',
  "<style>@import 'https://evil.example/x.css';</style>",
  '<meta http-equiv="refresh" content="0;url=https://evil.example">',
  '<base href="https://evil.example/">',
  "<!--<img src=x onerror=alert(1)>-->",
  "<details open ontoggle=alert(1)>",
  '<a href="//evil.example">protocol relative</a>',
];

describe("sanitizeContent", () => {
  it.each(XSS_CORPUS)("renders %j inert", (payload) => {
    expectInert(sanitizeContent(payload));
  });

  it("keeps the allowed structure", () => {
    const html =
      "<h1>T</h1><h2>S</h2><h3>s</h3><p>P <strong>b</strong> <em>i</em> <u>u</u></p><ul><li>a</li></ul><ol><li>b</li></ol><blockquote>q</blockquote>" +
      '<figure><img src="/media/x.webp" alt="alt text" width="800" height="400"><figcaption>cap</figcaption></figure>';
    expect(sanitizeContent(html)).toBe(
      "<h1>T</h1><h2>S</h2><h3>s</h3><p>P <strong>b</strong> <em>i</em> <u>u</u></p><ul><li>a</li></ul><ol><li>b</li></ol><blockquote>q</blockquote>" +
        '<figure><img src="/media/x.webp" alt="alt text" width="800" height="400" /><figcaption>cap</figcaption></figure>',
    );
  });

  it("marks external links and keeps internal and mailto links", () => {
    expect(sanitizeContent('<a href="https://example.com" target="_self" rel="opener">e</a>')).toBe(
      '<a href="https://example.com" rel="noopener noreferrer nofollow" target="_blank">e</a>',
    );
    expect(sanitizeContent('<a href="/positions">i</a>')).toBe('<a href="/positions">i</a>');
    expect(sanitizeContent('<a href="mailto:hello@example.com">m</a>')).toBe(
      '<a href="mailto:hello@example.com">m</a>',
    );
  });

  it("keeps only colour styles on span and mark", () => {
    expect(sanitizeContent('<span style="color: #e11d48; font-size: 90px">r</span>')).toBe(
      '<span style="color:#e11d48">r</span>',
    );
    expect(sanitizeContent('<mark style="background-color: rgb(255, 200, 0)">m</mark>')).toBe(
      '<mark style="background-color:rgb(255, 200, 0)">m</mark>',
    );
    expect(sanitizeContent('<p style="color:red">p</p>')).toBe("<p>p</p>");
  });

  it("allows media only from /media/ or https", () => {
    expect(sanitizeContent('<img src="http://insecure.example/a.png" alt="a">')).toBe("");
    expect(sanitizeContent('<img src="/media/../secret" alt="a">')).toBe("");
    expect(sanitizeContent('<img src="https://images.example/a.jpg" alt="a">')).toBe(
      '<img src="https://images.example/a.jpg" alt="a" />',
    );
    expect(sanitizeContent('<video src="/media/v.mp4" autoplay></video>')).toBe(
      '<video src="/media/v.mp4" controls></video>',
    );
  });

  it("handles empty input", () => {
    expect(sanitizeContent("")).toBe("");
    expect(sanitizeContent(null)).toBe("");
  });
});

describe("sanitizePlainText", () => {
  it("removes markup and scripts but keeps the words", () => {
    expect(sanitizePlainText("<script>alert(1)</script>Date <img src=x onerror=alert(1)>night <b>ideas</b>")).toBe(
      "Date night ideas",
    );
  });
  it("does not let encoded markup come back", () => {
    const text = sanitizePlainText("&lt;script&gt;alert(1)&lt;/script&gt;Safe");
    expect(text).toBe("Safe");
    expect(text).not.toMatch(/<script/i);
  });
  it("keeps ordinary punctuation as text", () => {
    expect(sanitizePlainText('Tom & Jerry say "I <3 you"')).toBe('Tom & Jerry say "I <3 you"');
  });
  it("collapses whitespace and caps the length", () => {
    expect(sanitizePlainText("  a \n\t b  ")).toBe("a b");
    expect(sanitizePlainText("x".repeat(300), 200)).toHaveLength(200);
  });
});

describe("isAllowedMediaUrl", () => {
  it.each([
    ["/media/abc.webp", true],
    ["https://images.example/a.jpg", true],
    ["http://images.example/a.jpg", false],
    ["//evil.example/a.jpg", false],
    ["/media//evil", false],
    ["/media/../x", false],
    ["javascript:alert(1)", false],
    ["data:image/png;base64,AA", false],
    ["", false],
  ])("%j → %s", (url, ok) => expect(isAllowedMediaUrl(url)).toBe(ok));
});
