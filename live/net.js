// The live games' network: the only JavaScript the Rust side talks to (src/app, through
// wasm-bindgen, with `import('./live.js')` when a live game opens; never at page start).
// Peers meet through Trystero over MQTT brokers (signalling only: hashed room topics, offers
// encrypted with the room password); moves then go device to device over WebRTC data
// channels. scripts/bundle-live.sh bundles this file into dist/live.js. docs/live.md.
import {joinRoom, selfId} from '@trystero-p2p/mqtt'

// A larger message is refused: no honest message of the live protocol comes near it.
export const MAX_MESSAGE_BYTES = 256 * 1024

// options: {appId: string, room: string, password: string,
//   brokers: string[] (ws:// or wss:// MQTT-over-websocket URLs; empty = Trystero's defaults),
//   iceServers: RTCIceServer[] | null (null = Trystero's default STUN servers)}
// handlers: {message(peer, text), peerJoin(peer), peerLeave(peer), error(text)}
// Returns {self, send(text, peer | null), leave()}. Never throws on the network's account:
// every failure is a short code string given to handlers.error, one of
//   'join: <Trystero's reason>'  e.g. 'join: incorrect room password when decrypting offer'
//                                (said on whichever side failed to decrypt: a device of the
//                                room sees it when someone with a wrong password comes by)
//   'refused: not text: <peer>', 'refused: too large: <peer>'  (the message is dropped)
//   'send: <reason>', 'leave: <reason>'
// Trystero keeps one room per (appId, room) in a page: join it again only after leave().
export function join(options, handlers) {
  const config = {appId: options.appId, password: options.password}
  if (options.brokers && options.brokers.length) config.relayConfig = {urls: options.brokers}
  if (options.iceServers) config.rtcConfig = {iceServers: options.iceServers}
  const report = text => {
    try {
      handlers.error(text)
    } catch (e) {
      console.error('live: error handler failed', e)
    }
  }
  // Connected devices now, retries so far, and whether the app left: a join that fails
  // before any device connected (Trystero sometimes gives up on a pair after exchanging
  // offers) is tried again, a few times, before it is said.
  let room, action
  let connected = 0, retries = 0, left = false, reopening = false
  const failed = why => {
    if (!left && connected === 0 && retries < 3 && !/password/i.test(why)) {
      retries++
      reopening = true
      const old = room
      Promise.resolve(old.leave()).catch(() => {}).then(() => setTimeout(() => left || open(), 1000))
      return
    }
    report('join: ' + why)
  }
  const open = () => {
    reopening = false
    room = joinRoom(config, options.room, {
      onJoinError: details => failed(String((details && details.error) || 'failed'))
    })
    // One action, 'm', carries every message of the live protocol.
    action = room.makeAction('m')
    action.onMessage = (data, context) => {
      const peer = context && context.peerId
      const refusal = refuse(data)
      if (refusal) report(refusal + ': ' + peer)
      else handlers.message(peer, data)
    }
    room.onPeerJoin = peer => {
      connected++
      handlers.peerJoin(peer)
    }
    room.onPeerLeave = peer => {
      connected = Math.max(0, connected - 1)
      handlers.peerLeave(peer)
    }
  }
  try {
    open()
  } catch (e) {
    // A bad configuration (say, a malformed broker URL) throws here: said, never thrown.
    report('join: ' + String((e && e.message) || e))
    return {self: selfId, send() {}, leave() {}}
  }
  // Trystero fails a send or a leave by throwing or in a promise: said, never thrown, and no
  // unhandled rejection.
  const settle = (what, act) => {
    const said = e => report(what + ': ' + String((e && e.message) || e))
    try {
      Promise.resolve(act()).catch(said)
    } catch (e) {
      said(e)
    }
  }
  return {
    self: selfId,
    send(text, peer) {
      // Nobody to send to while the room is joined again.
      if (reopening) return
      settle('send', () => action.send(text, peer ? {target: peer} : undefined))
    },
    leave() {
      left = true
      settle('leave', () => room.leave())
    }
  }
}

// Why an incoming message is refused, or null when it is fine.
function refuse(data) {
  if (typeof data !== 'string') return 'refused: not text'
  // Length in UTF-16 units first (cheap, and never above the UTF-8 bytes), then the bytes.
  if (data.length > MAX_MESSAGE_BYTES || utf8Bytes(data) > MAX_MESSAGE_BYTES) return 'refused: too large'
  return null
}

function utf8Bytes(text) {
  return new TextEncoder().encode(text).length
}
