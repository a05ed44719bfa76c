// The Symbiosis browser client: see the article "The browser platform".
//
// The server holds every view and all state; this script shows what it sends and sends back
// what the user does, over one WebSocket per tab. Frames from the server:
// {"f": number, "ack": [refs], "ops": [op, ...]}, each op a JSON array named by its first
// element (WebOperation.swift has the table). Events to the server:
// {"ref": 17, "gen": 3, "n": 42, "k": "input", "v": "Ad", "rev": 5}.
//
// Plain script, no build step, nothing inline: the page's Content-Security-Policy allows only
// this file. Bound text reaches the page as text (textContent, value); HTML comes only from the
// server's own writer (screens, inserted views and rows, row skeletons), which escapes every text
// it writes. A templated row's values go in as text and attribute values, never as HTML.
(function () {
  'use strict';

  /** How long typing waits before it goes to the server, in milliseconds. */
  const DEBOUNCE_MS = 40;
  /** The first wait before reconnecting, in milliseconds; it doubles after each failed try. */
  const FIRST_RETRY_MS = 250;
  /** The longest wait between two reconnection attempts, in milliseconds. */
  const MAX_RETRY_MS = 10000;
  /** How much a wait varies at random, either way, so that tabs do not all retry at once. */
  const RETRY_JITTER = 0.3;
  /** How long "Reconnected" stays shown, in milliseconds. */
  const RECONNECTED_MS = 2000;
  /** The close code of a socket whose session the server ended. */
  const SESSION_ENDED = 4000;
  /** The close code of a socket whose session a newer socket of the same page took over. */
  const TAKEN_OVER = 4001;
  /** How long the page waits for an event's acknowledgement before it takes its socket for
   *  dead (a connection cut without a word) and opens another, in milliseconds; the latency
   *  simulated comes on top. */
  const ACK_TIMEOUT_MS = 5000;
  /** The sessionStorage key of what the user typed, kept across a reload for a session gone. */
  const RESTORE_KEY = 'symbiosis-restore';
  /** The sessionStorage key marking a reload made because the first socket was refused. */
  const RELOAD_MARK = 'symbiosis-reloaded';
  /** The URL schemes `open` follows, and a templated row's link or image may have. */
  const SAFE_SCHEMES = ['http:', 'https:', 'mailto:'];
  /** The attributes that hold a URL (SafeURL.swift has the same). */
  const URL_ATTRIBUTES = ['href', 'src', 'action', 'formaction'];

  const html = document.documentElement;
  const root = document.querySelector('main.sy-root') || document.querySelector('main');
  const session = metaContent('symbiosis-session');
  if (!root || !session) return;
  let generation = Number(metaContent('symbiosis-generation')) || 1;
  /** The largest message the server takes, in UTF-8 bytes; a larger one would end the
   *  session. A text past it (less room for the event's other fields) is not sent. */
  const MESSAGE_SIZE = Number(metaContent('symbiosis-message-size')) || 64 * 1024;
  const TEXT_SIZE = MESSAGE_SIZE - 1024;

  // MARK: Latency simulator (tests): `?latency=300`, kept for the tab in sessionStorage.

  const latency = latencyFromPage();
  const outbound = delayed(latency);
  const inbound = delayed(latency);

  function latencyFromPage() {
    let value = null;
    try {
      const query = new URLSearchParams(location.search);
      value = query.get('latency');
      if (value !== null) {
        sessionStorage.setItem('symbiosis-latency', value);
        // The app's URLs are its screens': the setting stays with the tab, not in its URL.
        query.delete('latency');
        const rest = query.toString();
        history.replaceState(history.state, '', location.pathname + (rest ? '?' + rest : '') + location.hash);
      } else {
        value = sessionStorage.getItem('symbiosis-latency');
      }
    } catch (error) {
      // No sessionStorage (a sandboxed frame): the URL alone says it.
    }
    const ms = Number(value);
    return Number.isFinite(ms) && ms > 0 ? Math.min(ms, 60000) : 0;
  }

  /** A function that runs what it is given `ms` later, in the order given. */
  function delayed(ms) {
    if (!ms) return (work) => work();
    const queue = [];
    let timer = null;
    function pump() {
      timer = null;
      while (queue.length && queue[0].due <= performance.now()) queue.shift().work();
      if (queue.length && timer === null) {
        timer = setTimeout(pump, Math.max(0, queue[0].due - performance.now()));
      }
    }
    return (work) => {
      queue.push({ due: performance.now() + ms, work });
      if (timer === null) timer = setTimeout(pump, ms);
    };
  }

  // MARK: The socket

  let socket = null;
  let connected = false;
  let leaving = false;
  let attempts = 0;
  let retryTimer = null;
  const unsent = [];
  let banner = null;
  let bannerTimer = null;
  /** Whether the page has been offline since it last connected (it says "Reconnected"). */
  let wasOffline = false;
  /** The number of the last frame applied: a socket that reconnects asks for those after it. */
  let lastFrame = 0;
  /** Whether a socket of the page ever opened: one refused after that may mean a session gone. */
  let everOpened = false;
  /** Fires when the events sent have waited too long for their acknowledgement. */
  let ackTimer = null;
  /** How many sockets in a row were replaced for want of an acknowledgement. */
  let silences = 0;
  /** When the acknowledgements began to be waited for (performance.now()). */
  let watchStarted = 0;

  function connect() {
    retryTimer = null;
    const scheme = location.protocol === 'https:' ? 'wss://' : 'ws://';
    let url = scheme + location.host + '/_symbiosis/live?session=' + encodeURIComponent(session);
    if (lastFrame > 0) url += '&last=' + lastFrame;
    let ws;
    try {
      ws = new WebSocket(url);
    } catch (error) {
      reconnectLater();
      return;
    }
    socket = ws;
    let opened = false;
    ws.onopen = () => {
      if (socket !== ws) return;
      opened = true;
      everOpened = true;
      forgetReload();
      connected = true;
      attempts = 0;
      showOffline(false);
      // Every event not acknowledged goes (again), in order, with its ref: the server runs
      // each once, however often it comes.
      unsent.length = 0;
      for (const text of unacknowledged.values()) ws.send(text);
      watchAcks();
    };
    ws.onmessage = (message) => {
      if (socket !== ws || typeof message.data !== 'string') return;
      const data = message.data;
      inbound(() => receive(data));
    };
    ws.onclose = (event) => {
      if (socket !== ws) return;
      socket = null;
      connected = false;
      stopWatchingAcks();
      if (leaving) return;
      showOffline(true);
      if (event.code === SESSION_ENDED) return sessionEnded();
      if (event.code === TAKEN_OVER) return takenOver();
      // A socket that reopens and is refused had a session the server no longer keeps (it
      // ended after its keep-alive, or the server restarted), when the server answers.
      if (!opened && everOpened) return probeEnded();
      if (!opened && attempts === 0) return firstRefused();
      reconnectLater();
    };
  }

  /** The page's first socket closed before it opened. When the server answers, the page's
   *  session was refused to this browser: another tab opened at the same moment with no
   *  cookie got a token of its own, and the browser kept that tab's cookie, not this page's.
   *  The page reloads once, with the cookie the browser kept (a mark in sessionStorage stops a
   *  second reload); otherwise, or when the server does not answer, it reconnects as ever. */
  function firstRefused() {
    let reloaded = true;
    try {
      reloaded = sessionStorage.getItem(RELOAD_MARK) !== null;
    } catch (error) {
      // No sessionStorage: no mark to stop a loop, so no reload.
    }
    if (reloaded) return reconnectLater();
    fetch('/_symbiosis/client.js', { method: 'HEAD', cache: 'no-store' })
      .then((response) => {
        if (!response.ok || leaving) return reconnectLater();
        sessionStorage.setItem(RELOAD_MARK, '1');
        leaving = true;
        location.reload();
      })
      .catch(() => reconnectLater());
  }

  function forgetReload() {
    try {
      sessionStorage.removeItem(RELOAD_MARK);
    } catch (error) {
      // No sessionStorage: nothing was marked.
    }
  }

  /** Waits for the acknowledgement of the events sent, unless it does already: ACK_TIMEOUT_MS,
   *  doubled for each socket replaced in a row (a server slow rather than gone answers late
   *  again; many pages must not replace their sockets in step), up to 16 times, and jittered. */
  function watchAcks() {
    if (ackTimer !== null || !connected || unacknowledged.size === 0) return;
    const patience = ACK_TIMEOUT_MS * 2 ** Math.min(silences, 4);
    const jittered = patience * (1 + RETRY_JITTER * Math.random());
    watchStarted = performance.now();
    ackTimer = setTimeout(socketSilent, jittered + 2 * latency);
  }

  function stopWatchingAcks() {
    if (ackTimer !== null) clearTimeout(ackTimer);
    ackTimer = null;
  }

  /** The socket has sent nothing for the events of the last ACK_TIMEOUT_MS: its connection is
   *  taken for cut without a word (wifi gone, a laptop asleep), which the browser may notice
   *  only minutes later. The page opens another socket at once; the server takes the session
   *  over from the one it still holds, and sends what the page missed. */
  function socketSilent() {
    ackTimer = null;
    if (!socket || !connected || leaving) return;
    silences += 1;
    const silent = socket;
    socket = null;
    connected = false;
    try {
      silent.close();
    } catch (error) {
      // Closing a socket that is gone may throw; it is left behind either way.
    }
    showOffline(true);
    attempts = 0;
    connect();
  }

  /** A newer socket of this page's session took it over: the page is open elsewhere (a tab
   *  restored, or duplicated with its session). The page says so and does not reconnect, or
   *  the two would take the session from each other in turn; Reload opens a session of its
   *  own, the typing kept. */
  function takenOver() {
    if (retryTimer !== null) clearTimeout(retryTimer);
    retryTimer = null;
    leaving = true;
    html.setAttribute('data-sy-taken-over', '');
    const message = banner && banner.querySelector('.sy-offline-message');
    if (message) {
      message.textContent = 'This page was opened again elsewhere, which took it over. Reload to go on here.';
    }
  }

  /** Reconnects after a wait that doubles with each failed try, up to MAX_RETRY_MS, jittered. */
  function reconnectLater() {
    if (retryTimer !== null || leaving) return;
    const base = Math.min(MAX_RETRY_MS, FIRST_RETRY_MS * 2 ** Math.min(attempts, 10));
    const wait = base * (1 - RETRY_JITTER + 2 * RETRY_JITTER * Math.random());
    attempts += 1;
    retryTimer = setTimeout(connect, wait);
  }

  /** A reconnection was refused: when the server answers, the session is gone; else the
   *  server is away, and the page tries again later. */
  function probeEnded() {
    fetch('/_symbiosis/client.js', { method: 'HEAD', cache: 'no-store' })
      .then((response) => {
        if (leaving) return;
        if (response.ok) sessionEnded();
        else reconnectLater();
      })
      .catch(() => reconnectLater());
  }

  /** The server ended the page's session: the page saves what the user typed, reloads its
   *  URL (a new session), and puts the text back (restoreTyping). */
  function sessionEnded() {
    if (!saveTyping()) return showEnded();
    if (retryTimer !== null) clearTimeout(retryTimer);
    retryTimer = null;
    leaving = true;
    location.reload();
  }

  /** Keeps the text of each text field the user typed in (never a password), and which
   *  field had the focus with its selection, in sessionStorage, by the field's `data-id`, else
   *  its position; false without storage. */
  function saveTyping() {
    const fields = [];
    let focused = null;
    textFields().forEach((field, index) => {
      if (field === document.activeElement) {
        focused = { id: idOf(field), index, start: field.selectionStart, end: field.selectionEnd };
      }
      if (revisionOf(field) === 0 || field.type === 'password') return;
      fields.push({ id: idOf(field), index, value: field.value });
    });
    try {
      const saved = { path: location.pathname, fields, focused };
      sessionStorage.setItem(RESTORE_KEY, JSON.stringify(saved));
      return true;
    } catch (error) {
      return false;
    }
  }

  /** Puts back the text saved before a reload for a session gone, each as if typed (the
   *  server gets it as input), and the focus and selection where they were. */
  function restoreTyping() {
    let saved = null;
    try {
      saved = JSON.parse(sessionStorage.getItem(RESTORE_KEY) || 'null');
      sessionStorage.removeItem(RESTORE_KEY);
    } catch (error) {
      return;
    }
    if (!saved || saved.path !== location.pathname || !Array.isArray(saved.fields)) return;
    const fields = textFields();
    for (const kept of saved.fields) {
      const field = savedField(kept, fields);
      if (!field || field.type === 'password') continue;
      if (typeof kept.value !== 'string' || field.value === kept.value) continue;
      field.value = kept.value;
      edited(field);
    }
    flushTyping();
    const focused = saved.focused && savedField(saved.focused, fields);
    if (!focused) return;
    focused.focus();
    try {
      focused.setSelectionRange(Number(saved.focused.start), Number(saved.focused.end));
    } catch (error) {
      // A kind of field with no selection (email, number): the focus alone.
    }
  }

  /** The text field a saved entry names, by its `data-id`, else its position; null if none. */
  function savedField(kept, fields) {
    if (!kept || typeof kept !== 'object') return null;
    const byId = typeof kept.id === 'string' ? focusable(withId(kept.id)) : null;
    const field = byId || fields[Number(kept.index)];
    return field && isTextControl(field) ? field : null;
  }

  /** The page's text fields, in order. */
  function textFields() {
    return Array.from(root.querySelectorAll('input, textarea')).filter(isTextControl);
  }

  function transmit(text) {
    outbound(() => {
      if (connected && socket) {
        socket.send(text);
        watchAcks();
      } else {
        unsent.push(text);
      }
    });
  }

  /** Says so for a moment after the page reconnected. */
  function showReconnected() {
    const message = banner && banner.querySelector('.sy-offline-message');
    if (!message) return;
    message.textContent = 'Reconnected';
    banner.classList.add('sy-reconnected');
    banner.hidden = false;
    if (bannerTimer !== null) clearTimeout(bannerTimer);
    bannerTimer = setTimeout(() => {
      bannerTimer = null;
      if (connected) banner.hidden = true;
    }, RECONNECTED_MS);
  }

  /** The banner that says the page is not live, made the first time it is needed. */
  function showOffline(offline) {
    html.toggleAttribute('data-sy-connected', !offline);
    if (!offline && wasOffline) {
      wasOffline = false;
      return showReconnected();
    }
    if (!offline && !banner) return;
    if (offline) wasOffline = true;
    if (!banner) {
      banner = document.createElement('div');
      banner.className = 'sy-offline';
      banner.setAttribute('role', 'status');
      const message = document.createElement('span');
      message.className = 'sy-offline-message';
      message.textContent = 'Offline — reconnecting…';
      const reload = document.createElement('button');
      reload.type = 'button';
      reload.textContent = 'Reload';
      // A new session, with what the user typed put back, as for a session gone.
      reload.addEventListener('click', () => {
        saveTyping();
        leaving = true;
        location.reload();
      });
      banner.append(message, reload);
      document.body.append(banner);
    }
    if (offline) {
      if (bannerTimer !== null) clearTimeout(bannerTimer);
      bannerTimer = null;
      banner.classList.remove('sy-reconnected');
      banner.querySelector('.sy-offline-message').textContent = 'Offline — reconnecting…';
    }
    banner.hidden = !offline;
  }

  /** Says the page's session is gone, and stops reconnecting: Reload starts a new one. */
  function showEnded() {
    if (retryTimer !== null) clearTimeout(retryTimer);
    retryTimer = null;
    leaving = true;
    const message = banner && banner.querySelector('.sy-offline-message');
    if (message) {
      message.textContent = 'The connection to the app was lost, and this page with it. Reload to go on.';
    }
  }

  window.addEventListener('pagehide', () => {
    leaving = true;
  });
  window.addEventListener('pageshow', (event) => {
    // A page taken over stays so when the browser's Back shows it again from its cache.
    if (!event.persisted || html.hasAttribute('data-sy-taken-over')) return;
    leaving = false;
    if (!socket) connect();
  });
  window.addEventListener('online', () => {
    if (socket || leaving) return;
    if (retryTimer !== null) clearTimeout(retryTimer);
    connect();
  });

  // MARK: Events to the server

  let nextRef = 1;
  /** The events sent and not acknowledged, as sent, by ref, in order. */
  const unacknowledged = new Map();

  /** Sends an event of `kind`, after any typing not sent yet; returns its ref. */
  function send(kind, fields) {
    if (kind !== 'input') flushTyping();
    return sendNow(kind, fields);
  }

  function sendNow(kind, fields) {
    const event = { ref: nextRef++, gen: generation, k: kind };
    for (const name in fields) if (fields[name] !== undefined) event[name] = fields[name];
    // The server need keep no frame up to this one for a reconnect.
    if (lastFrame > 0) event.seen = lastFrame;
    const text = JSON.stringify(event);
    unacknowledged.set(event.ref, text);
    html.setAttribute('data-sy-busy', '');
    transmit(text);
    return event.ref;
  }

  /** The node number of the view `element` belongs to. */
  function nodeOf(element) {
    const view = element && element.closest('[data-n]');
    return view ? Number(view.getAttribute('data-n')) : undefined;
  }

  // MARK: Typing

  /** Each text control's count of edits: its revision, which a server value must answer. */
  const revisions = new WeakMap();
  const composing = new WeakSet();
  let typedField = null;
  let typingTimer = null;

  function isTextControl(element) {
    if (!element || !element.tagName) return false;
    if (element.tagName === 'TEXTAREA') return true;
    if (element.tagName !== 'INPUT') return false;
    const type = (element.getAttribute('type') || 'text').toLowerCase();
    return ['text', 'search', 'email', 'url', 'tel', 'password', 'number'].includes(type);
  }

  /** A field's revision: its own count once the user typed in it, else the one its HTML
   *  carries (`data-rev`: the revision the server last took, for a screen shown again). */
  function revisionOf(field) {
    const counted = revisions.get(field);
    if (counted !== undefined) return counted;
    return Number(field.getAttribute('data-rev')) || 0;
  }

  function edited(field) {
    revisions.set(field, revisionOf(field) + 1);
    if (typedField !== field) flushTyping();
    typedField = field;
    if (typingTimer !== null) clearTimeout(typingTimer);
    typingTimer = setTimeout(flushTyping, DEBOUNCE_MS);
  }

  /** Sends the text typed and not sent yet. */
  function flushTyping() {
    if (typingTimer !== null) clearTimeout(typingTimer);
    typingTimer = null;
    const field = typedField;
    typedField = null;
    if (!field || !field.isConnected) return;
    const n = nodeOf(field);
    if (n === undefined) return;
    if (!fitsMessage(field)) return;
    sendNow('input', { n, v: field.value, rev: revisionOf(field) });
  }

  /** Whether a field's text is small enough to send; one that is not is marked invalid, with
   *  its reason, and kept as typed, until it is shortened. */
  function fitsMessage(field) {
    const fits = new TextEncoder().encode(field.value).length <= TEXT_SIZE;
    if (fits === !field.hasAttribute('data-sy-too-long')) return fits;
    if (fits) {
      field.removeAttribute('data-sy-too-long');
      field.removeAttribute('aria-invalid');
      field.setCustomValidity('');
    } else {
      field.setAttribute('data-sy-too-long', '');
      field.setAttribute('aria-invalid', 'true');
      field.setCustomValidity(
        'Too long to send: at most ' + Math.floor(TEXT_SIZE / 1024) + ' KB of text.');
      field.reportValidity();
    }
    return fits;
  }

  document.addEventListener('input', (event) => {
    const field = event.target;
    if (!isTextControl(field) || event.isComposing || composing.has(field)) return;
    edited(field);
  });
  document.addEventListener('compositionstart', (event) => {
    if (isTextControl(event.target)) composing.add(event.target);
  });
  document.addEventListener('compositionend', (event) => {
    if (!isTextControl(event.target)) return;
    composing.delete(event.target);
    edited(event.target);
  });

  /** Sets a text control's value from the server, keeping the caret and selection. */
  function setTextValue(field, value) {
    if (field.value === value) return;
    const focused = document.activeElement === field;
    let start = null;
    let end = null;
    let direction = 'none';
    if (focused) {
      try {
        start = field.selectionStart;
        end = field.selectionEnd;
        direction = field.selectionDirection || 'none';
      } catch (error) {
        start = null; // an input type with no selection
      }
    }
    field.value = value;
    if (start !== null && end !== null) {
      try {
        field.setSelectionRange(Math.min(start, value.length), Math.min(end, value.length), direction);
      } catch (error) {
        // An input type with no selection.
      }
    }
  }

  // MARK: Buttons

  /** Buttons clicked and not yet acknowledged, by the ref of their click. */
  const pendingClicks = new Map();
  const pendingButtons = new WeakMap();

  function clicked(button) {
    const n = nodeOf(button);
    if (n === undefined) return;
    const ref = send('click', { n });
    const pending = {
      button,
      disabled: button.disabled,
      hadFocus: document.activeElement === button,
    };
    pendingClicks.set(ref, pending);
    pendingButtons.set(button, pending);
    button.classList.add('sy-pending');
    button.setAttribute('aria-busy', 'true');
    button.disabled = true;
  }

  function acknowledged(ref) {
    unacknowledged.delete(ref);
    const pending = pendingClicks.get(ref);
    if (!pending) return;
    pendingClicks.delete(ref);
    const button = pending.button;
    if (pendingButtons.get(button) !== pending) return;
    pendingButtons.delete(button);
    button.classList.remove('sy-pending');
    button.removeAttribute('aria-busy');
    button.disabled = pending.disabled;
    const lost = !document.activeElement || document.activeElement === document.body;
    if (pending.hadFocus && lost && button.isConnected && !button.disabled) button.focus();
  }

  // MARK: Tables' rows

  function rowOf(element) {
    return element && element.closest ? element.closest('[data-r]') : null;
  }

  function tableOf(row) {
    const above = row.parentElement;
    if (!above) return null;
    return (
      above.closest('.sy-table[data-n]') ||
      above.closest('[role="grid"][data-n], table[data-n]') ||
      above.closest('[data-n]')
    );
  }

  function rowsOf(table) {
    return Array.from(table.querySelectorAll('[data-r]')).filter((row) => tableOf(row) === table);
  }

  function rowEvent(kind, row) {
    const table = tableOf(row);
    if (!table) return;
    send(kind, { n: nodeOf(table), r: row.getAttribute('data-r') });
  }

  /** Whether `element`, inside `row`, is a control of its own (a click on it is not the row's). */
  function isControlInRow(element, row) {
    const control = element.closest('button, input, select, textarea, a, label, [contenteditable]');
    return control !== null && row.contains(control);
  }

  function isShown(element) {
    return element.getClientRects().length > 0;
  }

  function focusRow(row) {
    if (!row) return;
    row.focus();
    row.scrollIntoView({ block: 'nearest' });
  }

  function neighbourRow(row, step) {
    const table = tableOf(row);
    if (!table) return null;
    const rows = rowsOf(table).filter(isShown);
    const index = rows.indexOf(row);
    return rows[index + step] || null;
  }

  /** The first shown row of a table after `element` in the page. */
  function rowAfter(element) {
    for (const row of root.querySelectorAll('[data-r]')) {
      const after = element.compareDocumentPosition(row) & Node.DOCUMENT_POSITION_FOLLOWING;
      if (after && isShown(row)) return row;
    }
    return null;
  }

  // MARK: The user's events

  document.addEventListener('click', (event) => {
    const target = event.target;
    if (!(target instanceof Element) || !root.contains(target)) return;
    const button = target.closest('button');
    if (button && root.contains(button)) {
      if (!button.disabled && button.closest('[data-n]')) clicked(button);
      return;
    }
    const row = rowOf(target);
    if (row && !isControlInRow(target, row)) rowEvent('row', row);
  });

  document.addEventListener('change', (event) => {
    const control = event.target;
    if (!(control instanceof Element) || !root.contains(control)) return;
    const n = nodeOf(control);
    if (n === undefined) return;
    if (control.tagName === 'INPUT' && (control.type === 'checkbox' || control.type === 'radio')) {
      send('toggle', { n, v: control.checked });
    } else if (control.tagName === 'SELECT') {
      const option = control.selectedOptions[0];
      send('select', { n, v: option ? option.textContent : '' });
    }
  });

  document.addEventListener('keydown', (event) => {
    const target = event.target;
    if (!(target instanceof Element)) return;
    const onPage = root.contains(target) || target === document.body;
    if (onPage && event.key === 'Escape' && !isTextControl(target) && !event.defaultPrevented &&
        !event.altKey && !event.ctrlKey && !event.metaKey && !event.shiftKey) {
      // Escape no control takes: the server goes back (closes a dialog), as the terminal's Esc.
      send('escape', {});
      return;
    }
    if (!root.contains(target)) return;
    if (isTextControl(target)) {
      textKey(event, target);
    } else if (target.matches('[data-r]')) {
      rowKey(event, target);
    }
  });

  function textKey(event, field) {
    if (event.isComposing || composing.has(field) || event.keyCode === 229) return;
    const n = nodeOf(field);
    if (n === undefined) return;
    const multiline = field.tagName === 'TEXTAREA';
    if (event.key === 'Enter' && (!multiline || event.ctrlKey || event.metaKey || event.altKey)) {
      event.preventDefault();
      send('commit', { n });
    } else if (event.key === 'Escape') {
      send('cancel', { n });
    } else if (event.key === 'ArrowDown' && !multiline) {
      const row = rowAfter(field);
      if (row) {
        event.preventDefault();
        focusRow(row);
      }
    }
  }

  function rowKey(event, row) {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    switch (event.key) {
      case 'Enter':
        event.preventDefault();
        rowEvent('row', row);
        break;
      case ' ':
        // The row's secondary action (TodoMVC's complete); a table with none refuses it.
        event.preventDefault();
        rowEvent('secondary', row);
        break;
      case 'ArrowDown':
      case 'ArrowUp': {
        event.preventDefault();
        focusRow(neighbourRow(row, event.key === 'ArrowDown' ? 1 : -1));
        break;
      }
      case 'Home':
      case 'End': {
        event.preventDefault();
        const table = tableOf(row);
        const rows = table ? rowsOf(table).filter(isShown) : [];
        focusRow(event.key === 'Home' ? rows[0] : rows[rows.length - 1]);
        break;
      }
    }
  }

  document.addEventListener('focusin', (event) => {
    const target = event.target;
    if (!(target instanceof Element) || !root.contains(target)) return;
    const row = rowOf(target);
    const before = event.relatedTarget instanceof Element ? rowOf(event.relatedTarget) : null;
    if (row && row !== before) rowEvent('highlight', row);
    if (target.matches('input, textarea, select, button, a[href]')) {
      const n = nodeOf(target);
      if (n !== undefined) send('focus', { n });
    }
  });

  document.addEventListener('focusout', (event) => {
    if (replacing) return; // the element goes with its screen: no leave, no highlight
    const target = event.target;
    if (!(target instanceof Element) || !root.contains(target)) return;
    if (isTextControl(target) && target.isConnected && !leaving) {
      const n = nodeOf(target);
      if (n !== undefined) send('leave', { n });
    }
    const row = rowOf(target);
    if (!row || !row.isConnected) return;
    const table = tableOf(row);
    const next = event.relatedTarget instanceof Element ? event.relatedTarget : null;
    if (table && !(next && table.contains(next) && rowOf(next))) {
      send('highlight', { n: nodeOf(table) });
    }
  });

  // MARK: History: the server pushes and replaces URLs; the browser's Back is an event.

  let place = 0;
  // The page's own URL for what it shows (`/` shows `/people`), so that the app's Back and the
  // browser's agree on every entry.
  const canonical = metaContent('symbiosis-path');
  if (canonical && canonical.startsWith('/') && canonical !== location.pathname) {
    history.replaceState(null, '', canonical + location.search + location.hash);
  }
  const places = [location.href];
  let ignoredPops = 0;
  history.replaceState({ symbiosis: place }, '');

  function navigate(kind, url) {
    const target = new URL(url, location.href).href;
    if (kind === 'push') {
      place += 1;
      places.length = place;
      places.push(target);
      history.pushState({ symbiosis: place }, '', target);
    } else if (place > 0 && places[place - 1] === target && target !== location.href) {
      // The app went back itself (a Back button): so does the browser's history, so that its
      // own Back then leaves the app's first screen rather than showing this one twice.
      ignoredPops += 1;
      place -= 1;
      history.back();
    } else {
      places[place] = target;
      history.replaceState({ symbiosis: place }, '', target);
    }
  }

  window.addEventListener('popstate', (event) => {
    const to = event.state && typeof event.state.symbiosis === 'number' ? event.state.symbiosis : 0;
    if (ignoredPops > 0) {
      ignoredPops -= 1;
      place = to;
      return;
    }
    if (to < place) {
      for (let step = to; step < place; step += 1) send('back', {});
      place = to;
    } else if (to > place) {
      // Forward: the server's screens have no forward; the history stays where the app is.
      ignoredPops += 1;
      history.go(place - to);
    }
  });

  // MARK: Frames from the server

  const nodes = new Map();
  /** Whether a screen is being replaced (its focused field's blur is no `leave`). */
  let replacing = false;

  /** The element of node `n`, or null. */
  function element(n) {
    const number = Number(n);
    const known = nodes.get(number);
    if (known && known.isConnected && known.getAttribute('data-n') === String(number)) return known;
    const found = Number.isInteger(number) ? root.querySelector('[data-n="' + number + '"]') : null;
    if (found) nodes.set(number, found);
    else nodes.delete(number);
    return found;
  }

  function receive(text) {
    let frame;
    try {
      frame = JSON.parse(text);
    } catch (error) {
      console.error('symbiosis: a frame that is not JSON', error);
      return;
    }
    if (!frame || typeof frame !== 'object') return;
    // A frame applied already (sent again after a reconnection) is not applied twice.
    if (typeof frame.f === 'number') {
      if (frame.f <= lastFrame) return;
      lastFrame = frame.f;
    }
    for (const op of Array.isArray(frame.ops) ? frame.ops : []) {
      try {
        apply(op);
      } catch (error) {
        console.error('symbiosis: an operation failed', op, error);
      }
    }
    const acks = Array.isArray(frame.ack) ? frame.ack : [];
    // A quick answer: the server keeps up again, and the first patience is enough.
    const quick = performance.now() - watchStarted < ACK_TIMEOUT_MS / 2 + 2 * latency;
    if (acks.length > 0 && ackTimer !== null && quick) silences = 0;
    for (const ref of acks) acknowledged(ref);
    // A fresh screen stands for frames not sent: it acknowledges every event up to `upto`.
    if (typeof frame.upto === 'number') {
      for (const ref of Array.from(unacknowledged.keys())) if (ref <= frame.upto) acknowledged(ref);
    }
    if (unacknowledged.size === 0) html.removeAttribute('data-sy-busy');
    if (typeof frame.f === 'number') html.setAttribute('data-sy-frame', String(frame.f));
    // The socket is alive: the events still waiting get a new while.
    stopWatchingAcks();
    watchAcks();
  }

  function apply(op) {
    if (!Array.isArray(op)) return;
    switch (op[0]) {
      case 't': {
        const target = element(op[1]);
        if (target) target.textContent = op[2];
        break;
      }
      case 'a':
        setAttribute(element(op[1]), op[2], op[3]);
        break;
      case 'v':
        setValue(element(op[1]), String(op[2]), op[3]);
        break;
      case 'c': {
        const box = control(element(op[1]), 'input[type="checkbox"], input[type="radio"]');
        if (box) box.checked = op[2] === true;
        break;
      }
      case 'i':
        insertView(element(op[1]), op[2], op[3]);
        break;
      case 'r':
        removeElement(element(op[1]));
        nodes.delete(Number(op[1]));
        break;
      case 'm': {
        const moved = element(op[1]);
        if (moved && moved.parentElement) placeAt(moved.parentElement, moved, op[2], '[data-n]');
        break;
      }
      case 's':
        showScreen(op[1], op[2], op[3]);
        break;
      case 'nav':
        navigate(op[1], op[2]);
        break;
      case 'title':
        document.title = op[1];
        break;
      case 'f':
        focusView(element(op[1]));
        break;
      case 'copy':
        copy(String(op[1]));
        break;
      case 'open':
        openLink(String(op[1]));
        break;
      case 'ri':
        insertRow(element(op[1]), op[2], op[3], String(op[4]), (id) => rowFromMarkup(id, op[5]));
        break;
      case 'tpl':
        learnTemplate(op[1], op[2]);
        break;
      case 'rt':
        insertRow(element(op[1]), op[2], op[3], String(op[4]), (id) => rowFromTemplate(id, op[5], op[6], op[7]));
        break;
      case 'rd': {
        const table = element(op[1]);
        removeRow(table && findRow(table, String(op[2])));
        break;
      }
      case 'rm': {
        const table = element(op[1]);
        const row = table && findRow(table, String(op[2]));
        if (row) placeRow(sectionOf(table, op[3]), row, op[4]);
        break;
      }
      default:
        console.warn('symbiosis: an operation this client does not know', op);
    }
  }

  function setAttribute(target, name, value) {
    if (!target || typeof name !== 'string') return;
    const pending = pendingButtons.get(target);
    if (pending && name === 'disabled') {
      // The button waits for its click's acknowledgement; this is its state after that.
      pending.disabled = value !== null && value !== undefined;
      return;
    }
    if (value === null || value === undefined) target.removeAttribute(name);
    else target.setAttribute(name, String(value));
    if (pending && name === 'class') target.classList.add('sy-pending');
    if (name === 'data-color') paint(target);
  }

  /** The element itself when it matches `selector`, else the first inside it that does. */
  function control(target, selector) {
    if (!target) return null;
    return target.matches(selector) ? target : target.querySelector(selector);
  }

  function setValue(target, value, revision) {
    const field = control(target, 'input, textarea, select');
    if (!field) return;
    if (field.tagName === 'SELECT') {
      const options = Array.from(field.options);
      const option =
        options.find((o) => o.textContent === value) || options.find((o) => o.value === value);
      if (option) option.selected = true;
      else field.selectedIndex = -1;
      return;
    }
    if (!isTextControl(field)) {
      field.value = value;
      return;
    }
    // Typing stays the user's: a value answers the edit it names; newer typing, or a
    // composition under way, keeps what the user has.
    if (composing.has(field) || typedField === field) return;
    if (Number(revision) !== revisionOf(field)) return;
    setTextValue(field, value);
  }

  /** A fragment of the server's HTML. */
  function fragment(markup) {
    return parsed(markup).content;
  }

  /** The server's HTML (of `s`, `i`, `ri` and `tpl` operations, written by its HTMLWriter,
   *  every text escaped) in a `<template>`: the one place the client parses HTML. */
  function parsed(markup) {
    const template = document.createElement('template');
    template.innerHTML = String(markup);
    return template;
  }

  /** Puts `child` at `index` among `parent`'s children that match `selector`. */
  function placeAt(parent, child, index, selector) {
    if (!parent) return;
    const siblings = Array.from(parent.children).filter((e) => e !== child && e.matches(selector));
    const before = siblings[Number(index)];
    if (before) parent.insertBefore(child, before);
    else if (siblings.length) siblings[siblings.length - 1].after(child);
    else parent.append(child);
  }

  function insertView(parent, index, markup) {
    if (!parent) return;
    const content = fragment(markup);
    const made = content.firstElementChild;
    if (!made) return;
    placeAt(parent, made, index, '[data-n]');
    paintWithin(made);
  }

  function removeElement(target) {
    if (target) target.remove();
  }

  function showScreen(gen, title, markup) {
    const active = document.activeElement;
    const focusedId = active && root.contains(active) ? idOf(active) : null;
    let selection = null;
    if (isTextControl(active)) {
      try {
        selection = [active.selectionStart, active.selectionEnd, active.selectionDirection];
      } catch (error) {
        selection = null;
      }
    }
    // What the user typed in a field with an id (the one with the focus, or one with typing
    // not sent yet): the same field on the new screen (a scene file saved, say) keeps it and
    // its revision, and the server gets it again for that screen.
    const typed = [];
    for (const field of root.querySelectorAll('input, textarea')) {
      const id = isTextControl(field) ? idOf(field) : null;
      if (id === null || (field !== active && field !== typedField)) continue;
      if (revisionOf(field) === 0) continue;
      typed.push({ id, value: field.value, rev: revisionOf(field) });
    }
    if (typingTimer !== null) clearTimeout(typingTimer);
    typingTimer = null;
    typedField = null;

    const content = fragment(markup);
    const only = content.children.length === 1 ? content.firstElementChild : null;
    replacing = true;
    try {
      if (only && only.tagName === 'MAIN') root.replaceChildren(...only.childNodes);
      else root.replaceChildren(content);
    } finally {
      replacing = false;
    }
    nodes.clear();
    templates.clear();
    paintWithin(root);
    generation = Number(gen) || generation + 1;
    const meta = document.querySelector('meta[name="symbiosis-generation"]');
    if (meta) meta.setAttribute('content', String(generation));
    if (typeof title === 'string') document.title = title;

    for (const kept of typed) {
      const field = focusable(withId(kept.id));
      if (!field || !isTextControl(field)) continue;
      revisions.set(field, kept.rev);
      if (field.value === kept.value) continue;
      field.value = kept.value;
      const n = nodeOf(field);
      if (n !== undefined) sendNow('input', { n, v: kept.value, rev: kept.rev });
    }
    const again = withId(focusedId);
    if (again) {
      const target = focusView(again);
      if (target && selection && isTextControl(target)) {
        try {
          const length = target.value.length;
          target.setSelectionRange(
            Math.min(selection[0], length), Math.min(selection[1], length), selection[2] || 'none');
        } catch (error) {
          // An input type with no selection.
        }
      }
    } else {
      window.scrollTo(0, 0);
    }
  }

  /** The `data-id` of the view whose control `element` is (not one of several in it), or null. */
  function idOf(element) {
    const view = element.closest('[data-id]');
    return view && focusable(view) === element ? view.getAttribute('data-id') : null;
  }

  /** The element of the view whose `data-id` is `id`, or null. */
  function withId(id) {
    return id === null ? null : root.querySelector('[data-id="' + CSS.escape(id) + '"]');
  }

  /** Focuses the view's element, or the first control in it; returns what got the focus. */
  function focusView(target) {
    const into = focusable(target);
    if (into) into.focus();
    return into;
  }

  /** The element itself when it takes the focus, else the first inside it that does. */
  function focusable(target) {
    return control(
      target,
      'input:not([disabled]), textarea:not([disabled]), select:not([disabled]), ' +
        'button:not([disabled]), a[href], [tabindex]');
  }

  function copy(text) {
    if (navigator.clipboard && window.isSecureContext) {
      navigator.clipboard.writeText(text).catch(() => copyBySelection(text));
    } else {
      copyBySelection(text);
    }
  }

  /** Copies with a selection and execCommand, where the Clipboard API is not there. */
  function copyBySelection(text) {
    const previous = document.activeElement;
    const area = document.createElement('textarea');
    area.className = 'sy-offscreen';
    area.setAttribute('readonly', '');
    area.setAttribute('aria-hidden', 'true');
    area.value = text;
    document.body.append(area);
    area.select();
    try {
      document.execCommand('copy');
    } catch (error) {
      console.warn('symbiosis: the clipboard is not available', error);
    }
    area.remove();
    if (previous && previous.focus) previous.focus();
  }

  function openLink(url) {
    let parsed;
    try {
      parsed = new URL(url, location.href);
    } catch (error) {
      return;
    }
    if (!SAFE_SCHEMES.includes(parsed.protocol)) return;
    window.open(parsed.href, '_blank', 'noopener');
  }

  // MARK: Colours (a swatch's `data-color`, painted here: the CSP allows no style attribute)

  function paint(element) {
    const color = element.getAttribute('data-color');
    element.style.backgroundColor = color && /^#[0-9a-fA-F]{6}$/.test(color) ? color : '';
  }

  function paintWithin(element) {
    if (!element) return;
    if (element.matches('[data-color]')) paint(element);
    for (const colored of element.querySelectorAll('[data-color]')) paint(colored);
  }

  // MARK: Rows

  function findRow(table, id) {
    return rowsOf(table).find((row) => row.getAttribute('data-r') === id) || null;
  }

  /** Where section `index`'s rows are: its `.sy-section`, or the table when it has none. */
  function sectionOf(table, index) {
    const sections = Array.from(table.querySelectorAll('.sy-section')).filter(
      (section) => section.parentElement && section.parentElement.closest('.sy-table') === table);
    return sections[Number(index)] || sections[sections.length - 1] || table;
  }

  /** Puts `row` at `index` among the rows of `section`: after its header, before its footer. */
  function placeRow(section, row, index) {
    const rows = Array.from(section.children).filter((e) => e !== row && e.matches('[data-r]'));
    const before = rows[Number(index)];
    if (before) {
      section.insertBefore(row, before);
    } else if (rows.length) {
      rows[rows.length - 1].after(row);
    } else {
      const footer = Array.from(section.children).find((e) => e.matches('.sy-section-footer'));
      if (footer) footer.before(row);
      else section.append(row);
    }
  }

  /** Puts the row `make(id)` makes at `index` in section `section` of `table`, in place of
   *  the row of that id if there is one. */
  function insertRow(table, section, index, id, make) {
    if (!table) return;
    const row = make(id);
    if (!row) return;
    const old = findRow(table, id);
    if (old) old.remove();
    placeRow(sectionOf(table, section), row, index);
    paintWithin(row);
  }

  /** The row of item `id` the server's HTML `markup` makes (wrapped in a row when it is not
   *  one). */
  function rowFromMarkup(id, markup) {
    const content = fragment(markup);
    const row = content.firstElementChild;
    if (!row) return null;
    if (row.getAttribute('data-r') === id && content.children.length === 1) return row;
    const wrapper = document.createElement('div');
    wrapper.className = 'sy-row-item';
    wrapper.setAttribute('role', 'row');
    wrapper.setAttribute('tabindex', '-1');
    wrapper.setAttribute('data-r', id);
    wrapper.append(content);
    return wrapper;
  }

  // MARK: Row templates: a skeleton per shape of row, sent once per screen (`tpl`), then each
  // row as its first node and its values (`rt`). A skeleton's `data-n` count from the row's
  // node; `<!--sy-->` is a text slot; `data-sy-slots` names an element's attribute slots.

  /** The skeletons of this screen, by id: a `<template>` each. */
  const templates = new Map();

  function learnTemplate(id, markup) {
    templates.set(Number(id), parsed(markup));
  }

  /** The row of item `id` the skeleton `templateID` makes, numbered from `first`, its slots
   *  holding `values` in document order: as text and attribute values, never as HTML. */
  function rowFromTemplate(id, templateID, first, values) {
    const template = templates.get(Number(templateID));
    if (!template || !Array.isArray(values) || !Number.isInteger(first)) {
      console.error('symbiosis: a row of a template this page was not sent', templateID);
      return null;
    }
    const content = template.content.cloneNode(true);
    const row = content.firstElementChild;
    if (!row || content.childNodes.length !== 1) return null;
    const walker = document.createTreeWalker(row, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_COMMENT);
    const found = [];
    for (let node = row; node; node = walker.nextNode()) found.push(node);
    let next = 0;
    const value = () => {
      const at = next++;
      return at < values.length ? String(values[at]) : '';
    };
    for (const node of found) {
      if (node.nodeType === Node.COMMENT_NODE) {
        if (node.data !== 'sy') continue;
        const text = value();
        if (text === '') node.remove();
        else node.replaceWith(document.createTextNode(text));
        continue;
      }
      const offset = node.getAttribute('data-n');
      if (offset !== null) node.setAttribute('data-n', String(first + Number(offset)));
      const names = node.getAttribute('data-sy-slots');
      if (names === null) continue;
      node.removeAttribute('data-sy-slots');
      for (const name of names.split(' ')) {
        const given = value();
        if (URL_ATTRIBUTES.includes(name) && !isSafeURL(given)) node.removeAttribute(name);
        else node.setAttribute(name, given);
      }
    }
    if (next !== values.length) {
      console.error('symbiosis: a row whose values do not fill its template', templateID);
      return null;
    }
    row.setAttribute('data-r', id);
    return row;
  }

  /** Whether `url` is one a page may link to or load, as SafeURL.swift checks it: http,
   *  https, mailto, or a path of the app's own. */
  function isSafeURL(url) {
    const trimmed = url.replace(/^[\s\u0000-\u001f\u007f-\u009f]+|[\s\u0000-\u001f\u007f-\u009f]+$/g, '');
    if (trimmed.startsWith('//') || trimmed.startsWith('\\') || trimmed.startsWith('/\\')) return false;
    const colon = trimmed.indexOf(':');
    if (colon < 0) return true;
    const scheme = trimmed.slice(0, colon);
    if (/[/?#]/.test(scheme)) return true;
    return SAFE_SCHEMES.includes(scheme.toLowerCase() + ':');
  }

  function removeRow(row) {
    if (!row) return;
    const hadFocus = row.contains(document.activeElement) || pendingIn(row);
    const next = hadFocus ? neighbourRow(row, 1) || neighbourRow(row, -1) : null;
    row.remove();
    if (next) focusRow(next);
  }

  /** Whether a button in `row` was focused when it was clicked and waits for its answer. */
  function pendingIn(row) {
    for (const pending of pendingClicks.values()) {
      if (pending.hadFocus && row.contains(pending.button)) return true;
    }
    return false;
  }

  // MARK: Start

  function metaContent(name) {
    const meta = document.querySelector('meta[name="' + name + '"]');
    return meta ? meta.getAttribute('content') : null;
  }

  paintWithin(root);
  restoreTyping();
  connect();
})();
