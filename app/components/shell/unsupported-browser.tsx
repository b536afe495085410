/** Shown by the inline support check when the browser lacks fetch, promises, storage or event listeners. */
export function UnsupportedBrowserNotice() {
  return (
    <div
      id="unsupported-browser"
      hidden
      style={{ padding: "3rem 1.5rem", textAlign: "center", fontFamily: "system-ui, sans-serif" }}
    >
      <h2>Browser Not Supported</h2>
      <p>
        Entwine needs a current browser. Please update your browser, or open this page in a recent version of Firefox,
        Safari, Chrome or Edge.
      </p>
    </div>
  );
}
