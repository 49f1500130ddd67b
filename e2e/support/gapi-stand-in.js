/*
 * A stand-in for https://apis.google.com/js/api.js, served to the browser by the e2e fixtures
 * (the tests run offline). It provides just what the Firebase Auth popup flow uses, both in the
 * page and in the Auth emulator's helper iframe:
 *   gapi.load('gapi.iframes', callback | {callback})
 *   gapi.iframes.getContext().open(options, onOpen) -> Promise<Iframe>   (page side)
 *   gapi.iframes.getContext().getParentIframe()     -> Iframe            (iframe side)
 *   Iframe: ping(callback), register(name, handler), send(name, payload, callback), restyle()
 * Calls travel over postMessage between the page and the iframe. A call whose handler is not
 * registered yet waits for it, so neither side can lose a message to start-up order.
 * When loaded, the script calls the function named by its URL's `onload` parameter, and
 * window.gapi_onload (the emulator's helper iframe uses the latter).
 */
(function () {
  'use strict';
  if (window.gapi && window.gapi.iframes) return;

  var TAG = '__gapiStandIn';
  var nextId = 1;

  function later(fn) {
    setTimeout(fn, 0);
  }

  function safely(fn, args) {
    try {
      return fn.apply(null, args);
    } catch {
      // As in the real library, a callback's own failure must not break the channel. (The
      // Firebase SDK's webStorageSupport callback always throws after it has done its work.)
      return undefined;
    }
  }

  /** One end of a channel to another window; `target()` is that window (or null until known). */
  function Channel(target, targetOrigin) {
    this.target = target;
    this.targetOrigin = targetOrigin;
    this.handlers = {};
    this.waitingCalls = {};
    this.pendingReplies = {};
    this.outbox = [];
    this.connected = false;
    this.readyWaiters = [];
  }

  Channel.prototype.post = function (message) {
    message[TAG] = true;
    var target = this.target();
    if (this.connected && target) target.postMessage(message, this.targetOrigin);
    else this.outbox.push(message);
  };

  Channel.prototype.markConnected = function () {
    if (this.connected) return;
    this.connected = true;
    var target = this.target();
    var queued = this.outbox.splice(0);
    for (var i = 0; i < queued.length; i++) target.postMessage(queued[i], this.targetOrigin);
    var waiters = this.readyWaiters.splice(0);
    for (var j = 0; j < waiters.length; j++) safely(waiters[j], []);
  };

  Channel.prototype.whenConnected = function (fn) {
    if (this.connected) later(fn);
    else this.readyWaiters.push(fn);
  };

  Channel.prototype.answer = function (call) {
    var reply = function (result) {
      this.post({ kind: 'reply', id: call.id, results: [result] });
    }.bind(this);
    Promise.resolve(safely(this.handlers[call.name], [call.payload])).then(reply);
  };

  Channel.prototype.receive = function (message) {
    if (message.kind === 'hello' || message.kind === 'welcome') {
      if (message.kind === 'hello') this.sendRaw({ kind: 'welcome' });
      this.markConnected();
    } else if (message.kind === 'call') {
      if (this.handlers[message.name]) this.answer(message);
      else (this.waitingCalls[message.name] = this.waitingCalls[message.name] || []).push(message);
    } else if (message.kind === 'reply') {
      var callback = this.pendingReplies[message.id];
      delete this.pendingReplies[message.id];
      if (callback) safely(callback, [message.results]);
    }
  };

  /** Sends at once, connected or not (the handshake itself). */
  Channel.prototype.sendRaw = function (message) {
    message[TAG] = true;
    var target = this.target();
    if (target) target.postMessage(message, this.targetOrigin);
  };

  /** What the Firebase SDK and the emulator's helper page call an Iframe. */
  function Iframe(channel, element) {
    this.channel = channel;
    this.element = element;
  }

  Iframe.prototype.register = function (name, handler) {
    var channel = this.channel;
    channel.handlers[name] = handler;
    var waiting = channel.waitingCalls[name] || [];
    delete channel.waitingCalls[name];
    for (var i = 0; i < waiting.length; i++) channel.answer(waiting[i]);
  };

  Iframe.prototype.unregister = function (name) {
    delete this.channel.handlers[name];
  };

  Iframe.prototype.send = function (name, payload, callback) {
    var id = nextId++;
    if (typeof callback === 'function') this.channel.pendingReplies[id] = callback;
    this.channel.post({ kind: 'call', id: id, name: name, payload: payload });
  };

  Iframe.prototype.ping = function (callback) {
    var channel = this.channel;
    return new Promise(function (resolve) {
      channel.whenConnected(function () {
        if (typeof callback === 'function') safely(callback, []);
        resolve();
      });
    });
  };

  Iframe.prototype.restyle = function () {
    return Promise.resolve();
  };

  Iframe.prototype.getIframeEl = function () {
    return this.element;
  };

  Iframe.prototype.getSiteEl = function () {
    return this.element && this.element.parentElement;
  };

  Iframe.prototype.getWindow = function () {
    return this.channel.target();
  };

  /** Routes tagged messages from a given window to its channel. */
  var channels = [];
  window.addEventListener('message', function (event) {
    var data = event.data;
    if (!data || typeof data !== 'object' || data[TAG] !== true) return;
    for (var i = 0; i < channels.length; i++) {
      if (channels[i].target() === event.source) {
        channels[i].receive(data);
        return;
      }
    }
  });

  function applyAttributes(element, attributes) {
    Object.keys(attributes || {}).forEach(function (key) {
      var value = attributes[key];
      if (key === 'style' && value && typeof value === 'object') {
        Object.keys(value).forEach(function (property) {
          element.style[property] = value[property];
        });
      } else {
        element.setAttribute(key, String(value));
      }
    });
  }

  var parentIframe;
  var context = {
    /** Page side: embeds `options.url` and resolves with the Iframe once onOpen's promise does. */
    open: function (options, onOpen) {
      var element = document.createElement('iframe');
      applyAttributes(element, options.attributes);
      var channel = new Channel(function () {
        return element.contentWindow;
      }, '*');
      channels.push(channel);
      var iframe = new Iframe(channel, element);
      element.src = options.url;
      (options.where || document.body).appendChild(element);
      var opened = typeof onOpen === 'function' ? onOpen(iframe) : undefined;
      return Promise.resolve(opened).then(function (result) {
        return result || iframe;
      });
    },
    /** Iframe side: the channel to the embedding page. */
    getParentIframe: function () {
      if (!parentIframe) {
        var channel = new Channel(function () {
          return window.parent === window ? null : window.parent;
        }, '*');
        channels.push(channel);
        parentIframe = new Iframe(channel, null);
        channel.sendRaw({ kind: 'hello' });
      }
      return parentIframe;
    },
  };

  function crossOriginIframesFilter() {
    return true;
  }

  window.gapi = {
    load: function (_modules, options) {
      var callback = typeof options === 'function' ? options : options && options.callback;
      if (typeof callback === 'function') later(callback);
    },
    iframes: {
      CROSS_ORIGIN_IFRAMES_FILTER: crossOriginIframesFilter,
      Iframe: Iframe,
      getContext: function () {
        return context;
      },
    },
  };

  var script = document.currentScript;
  var onload = script && script.src ? new URL(script.src).searchParams.get('onload') : null;
  later(function () {
    if (onload && typeof window[onload] === 'function') window[onload]();
    if (typeof window.gapi_onload === 'function') window.gapi_onload();
  });
})();
