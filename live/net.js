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
// every failure is a short code string given to handlers.error.
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
  let room
  try {
    room = joinRoom(config, options.room, {
      onJoinError: details => report('join: ' + String((details && details.error) || 'failed'))
    })
  } catch (e) {
    // A bad configuration (say, a malformed broker URL) throws here: said, never thrown.
    report('join: ' + String((e && e.message) || e))
    return {self: selfId, send() {}, leave() {}}
  }
  // One action, 'm', carries every message of the live protocol.
  const action = room.makeAction('m')
  action.onMessage = (data, context) => {
    const peer = context && context.peerId
    const refusal = refuse(data)
    if (refusal) report(refusal + ': ' + peer)
    else handlers.message(peer, data)
  }
  room.onPeerJoin = peer => handlers.peerJoin(peer)
  room.onPeerLeave = peer => handlers.peerLeave(peer)
  // Trystero rejects failed sends in a promise: report them, no unhandled rejection.
  const settle = (what, result) =>
    Promise.resolve(result).catch(e => report(what + ': ' + String((e && e.message) || e)))
  return {
    self: selfId,
    send(text, peer) {
      settle('send', action.send(text, peer ? {target: peer} : undefined))
    },
    leave() {
      settle('leave', room.leave())
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
