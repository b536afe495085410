/**
 * A WebSocket client without a library in the way, for tests that send what no honest client would: raw frames
 * over TCP (malformed, unmasked, oversized), after a real handshake.
 */
import crypto from "node:crypto";
import net from "node:net";

export interface RawSocket {
  socket: net.Socket;
  /** Every byte the server sent after the handshake. */
  received: () => Buffer;
  closed: Promise<void>;
}

/** Opens a TCP connection and completes the WebSocket handshake on `path` (throws unless the answer is 101). */
export async function rawSocket(port: number, path: string, headers: Record<string, string> = {}): Promise<RawSocket> {
  const socket = net.connect(port, "127.0.0.1");
  const chunks: Buffer[] = [];
  socket.on("data", (chunk) => chunks.push(chunk));
  const closed = new Promise<void>((resolve) => socket.on("close", () => resolve()));
  socket.on("error", () => undefined);
  await new Promise<void>((resolve) => socket.once("connect", resolve));
  socket.write(
    [
      `GET ${path} HTTP/1.1`,
      `Host: 127.0.0.1:${port}`,
      "Upgrade: websocket",
      "Connection: Upgrade",
      `Sec-WebSocket-Key: ${crypto.randomBytes(16).toString("base64")}`,
      "Sec-WebSocket-Version: 13",
      ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
      "",
      "",
    ].join("\r\n"),
  );
  const deadline = Date.now() + 3000;
  while (!Buffer.concat(chunks).includes("\r\n\r\n")) {
    if (Date.now() > deadline) throw new Error("no handshake answer");
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  const head = Buffer.concat(chunks);
  if (!/^HTTP\/1\.1 101/.test(head.toString("latin1")))
    throw new Error(`handshake refused: ${head.toString("latin1")}`);
  const rest = head.subarray(head.indexOf("\r\n\r\n") + 4);
  chunks.length = 0;
  if (rest.length) chunks.push(rest);
  return { socket, received: () => Buffer.concat(chunks), closed };
}

export interface FrameOptions {
  opcode: number;
  payload?: Buffer;
  rsv?: number;
  masked?: boolean;
  /** A declared length other than the payload's own (the payload is then not sent in full). */
  declaredLength?: bigint;
}

/** One WebSocket frame as a client would send it (masked), or deliberately malformed. */
export function frame({ opcode, payload = Buffer.alloc(0), rsv = 0, masked = true, declaredLength }: FrameOptions) {
  const length = declaredLength ?? BigInt(payload.length);
  const first = Buffer.from([0x80 | (rsv << 4) | opcode]);
  const maskBit = masked ? 0x80 : 0;
  let lengthBytes: Buffer;
  if (length < 126n) lengthBytes = Buffer.from([maskBit | Number(length)]);
  else if (length < 65536n) {
    lengthBytes = Buffer.alloc(3);
    lengthBytes[0] = maskBit | 126;
    lengthBytes.writeUInt16BE(Number(length), 1);
  } else {
    lengthBytes = Buffer.alloc(9);
    lengthBytes[0] = maskBit | 127;
    lengthBytes.writeBigUInt64BE(length, 1);
  }
  if (!masked) return Buffer.concat([first, lengthBytes, payload]);
  const key = crypto.randomBytes(4);
  const body = Buffer.from(payload.map((byte, index) => byte ^ key[index % 4]!));
  return Buffer.concat([first, lengthBytes, key, body]);
}

/** The close code of the server's close frame among the bytes received, if any. */
export function closeCode(bytes: Buffer): number | undefined {
  for (let at = 0; at + 1 < bytes.length;) {
    const opcode = bytes[at]! & 0x0f;
    let length = bytes[at + 1]! & 0x7f;
    let offset = at + 2;
    if (length === 126) {
      length = bytes.readUInt16BE(offset);
      offset += 2;
    } else if (length === 127) {
      length = Number(bytes.readBigUInt64BE(offset));
      offset += 8;
    }
    if (opcode === 0x8) return length >= 2 ? bytes.readUInt16BE(offset) : 1005;
    at = offset + length;
  }
  return undefined;
}

/** Malformed frames and the close code each must get; `oversized` is a text message just past the limit. */
export function malformedFrames(oversized: number): Array<{ name: string; bytes: () => Buffer; code: number }> {
  return [
    {
      name: `a text message of ${oversized} bytes`,
      bytes: () => frame({ opcode: 0x1, payload: Buffer.alloc(oversized, "y") }),
      code: 1009,
    },
    {
      name: "invalid UTF-8 in a text message",
      bytes: () => frame({ opcode: 0x1, payload: Buffer.from([0x7b, 0xff, 0xfe, 0x7d]) }),
      code: 1007,
    },
    {
      name: "an unmasked client frame",
      bytes: () => frame({ opcode: 0x1, payload: Buffer.from('{"t":"ping"}'), masked: false }),
      code: 1002,
    },
    {
      name: "a set RSV bit",
      bytes: () => frame({ opcode: 0x1, payload: Buffer.from('{"t":"ping"}'), rsv: 0b100 }),
      code: 1002,
    },
    { name: "a reserved opcode", bytes: () => frame({ opcode: 0x3, payload: Buffer.from("x") }), code: 1002 },
    {
      name: "a declared length of 2^62",
      bytes: () => frame({ opcode: 0x2, declaredLength: 2n ** 62n, payload: Buffer.alloc(16) }),
      code: 1009,
    },
    {
      name: "an invalid close code",
      bytes: () => frame({ opcode: 0x8, payload: Buffer.from([0x03, 0xe7]) }),
      code: 1002,
    },
  ];
}
