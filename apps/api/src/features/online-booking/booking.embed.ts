/**
 * GET /book/embed.js: the widget a venue pastes on its own site (the snippet on /online-booking/embed):
 *   <script src="https://…/book/embed.js" data-venue="{sub}" data-mode="button|inline" data-label="…" data-color="#rrggbb" async></script>
 * "button" puts a button where the script stands that opens the booking page in an overlay (a modal
 * dialog: Escape, the backdrop or the close button end it and give the focus back); "inline" puts the
 * page there in a frame. Plain script, no dependency, about 2 KB; the page allows being framed.
 */
export const EMBED_SCRIPT = `(function () {
  var s = document.currentScript;
  if (!s || !s.parentNode) return;
  var sub = s.getAttribute('data-venue') || '';
  if (!/^[a-z0-9-]{3,40}$/.test(sub)) return;
  var url = new URL(s.src).origin + '/book/' + sub;
  var service = s.getAttribute('data-service');
  if (service && /^\\d+$/.test(service)) url += '?service=' + service;
  var label = s.getAttribute('data-label') || 'Book online';
  var color = s.getAttribute('data-color') || '';
  if (!/^#[0-9a-fA-F]{6}$/.test(color)) color = '#0b6a74';
  function frame(style) {
    var f = document.createElement('iframe');
    f.src = url;
    f.title = label;
    f.setAttribute('allow', 'payment');
    f.style.cssText = style;
    return f;
  }
  if (s.getAttribute('data-mode') === 'inline') {
    s.parentNode.insertBefore(frame('display:block;width:100%;min-height:760px;border:0'), s);
    return;
  }
  var b = document.createElement('button');
  b.type = 'button';
  b.textContent = label;
  b.style.cssText = 'background:' + color + ';color:#fff;border:0;border-radius:8px;padding:12px 20px;font:600 16px system-ui,sans-serif;cursor:pointer';
  b.addEventListener('click', function () {
    var o = document.createElement('div');
    o.setAttribute('role', 'dialog');
    o.setAttribute('aria-modal', 'true');
    o.setAttribute('aria-label', label);
    o.style.cssText = 'position:fixed;inset:0;z-index:2147483647;background:rgba(0,0,0,.55);display:flex;align-items:center;justify-content:center;padding:8px';
    var c = document.createElement('button');
    c.type = 'button';
    c.textContent = '\\u00d7';
    c.setAttribute('aria-label', 'Close');
    c.style.cssText = 'position:absolute;top:6px;right:10px;font:32px/1 sans-serif;color:#fff;background:none;border:0;cursor:pointer;padding:8px';
    function close() { o.remove(); document.removeEventListener('keydown', key); b.focus(); }
    function key(e) { if (e.key === 'Escape') close(); }
    c.addEventListener('click', close);
    o.addEventListener('click', function (e) { if (e.target === o) close(); });
    document.addEventListener('keydown', key);
    o.appendChild(frame('width:min(480px,100%);height:min(860px,100%);border:0;border-radius:12px;background:#fff'));
    o.appendChild(c);
    document.body.appendChild(o);
    c.focus();
  });
  s.parentNode.insertBefore(b, s);
})();
`;
