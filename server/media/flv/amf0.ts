/** AMF0, only as much as FLV script tags (onMetaData) need. */
export type AmfValue = number | boolean | string | null | undefined | Date | AmfValue[] | AmfObject;
export type AmfObject = { [key: string]: AmfValue };

const T = {
  number: 0x00,
  boolean: 0x01,
  string: 0x02,
  object: 0x03,
  null: 0x05,
  undefined: 0x06,
  ecmaArray: 0x08,
  objectEnd: 0x09,
  strictArray: 0x0a,
  date: 0x0b,
  longString: 0x0c,
} as const;

function utf8(text: string, long = false): Buffer {
  const bytes = Buffer.from(text, "utf8");
  const len = Buffer.alloc(long ? 4 : 2);
  if (long) len.writeUInt32BE(bytes.length);
  else len.writeUInt16BE(bytes.length);
  return Buffer.concat([len, bytes]);
}

function properties(obj: AmfObject): Buffer[] {
  const parts = Object.entries(obj).flatMap(([k, v]) => [utf8(k), encodeAmf0(v)]);
  return [...parts, Buffer.from([0, 0, T.objectEnd])];
}

/** Plain objects become ECMA arrays, as encoders write onMetaData; nested ones become objects. */
export function encodeAmf0(value: AmfValue, topLevelMap = false): Buffer {
  if (typeof value === "number") {
    const b = Buffer.alloc(9);
    b[0] = T.number;
    b.writeDoubleBE(value, 1);
    return b;
  }
  if (typeof value === "boolean") return Buffer.from([T.boolean, value ? 1 : 0]);
  if (typeof value === "string") {
    const long = Buffer.byteLength(value) > 0xffff;
    return Buffer.concat([Buffer.from([long ? T.longString : T.string]), utf8(value, long)]);
  }
  if (value === null) return Buffer.from([T.null]);
  if (value === undefined) return Buffer.from([T.undefined]);
  if (value instanceof Date) {
    const b = Buffer.alloc(11);
    b[0] = T.date;
    b.writeDoubleBE(value.getTime(), 1);
    return b;
  }
  if (Array.isArray(value)) {
    const head = Buffer.alloc(5);
    head[0] = T.strictArray;
    head.writeUInt32BE(value.length, 1);
    return Buffer.concat([head, ...value.map((v) => encodeAmf0(v))]);
  }
  if (topLevelMap) {
    const head = Buffer.alloc(5);
    head[0] = T.ecmaArray;
    head.writeUInt32BE(Object.keys(value).length, 1);
    return Buffer.concat([head, ...properties(value)]);
  }
  return Buffer.concat([Buffer.from([T.object]), ...properties(value)]);
}

/** Decodes consecutive values (e.g. "onMetaData" then its map); throws on a truncated buffer. */
export function decodeAmf0(buf: Buffer): AmfValue[] {
  let pos = 0;
  const need = (n: number) => {
    if (pos + n > buf.length) throw new RangeError("truncated AMF0 data");
  };
  const str = (long = false): string => {
    need(long ? 4 : 2);
    const len = long ? buf.readUInt32BE(pos) : buf.readUInt16BE(pos);
    pos += long ? 4 : 2;
    need(len);
    const s = buf.toString("utf8", pos, pos + len);
    pos += len;
    return s;
  };
  const props = (): AmfObject => {
    const out: AmfObject = {};
    for (;;) {
      const key = str();
      need(1);
      if (key === "" && buf[pos] === T.objectEnd) {
        pos += 1;
        return out;
      }
      out[key] = value();
    }
  };
  const value = (): AmfValue => {
    need(1);
    const type = buf[pos++];
    switch (type) {
      case T.number:
        need(8);
        pos += 8;
        return buf.readDoubleBE(pos - 8);
      case T.boolean:
        need(1);
        return buf[pos++] !== 0;
      case T.string:
        return str();
      case T.longString:
        return str(true);
      case T.object:
        return props();
      case T.null:
        return null;
      case T.undefined:
        return undefined;
      case T.ecmaArray:
        need(4);
        pos += 4;
        return props();
      case T.strictArray: {
        need(4);
        const n = buf.readUInt32BE(pos);
        pos += 4;
        need(n); // each value takes at least one byte
        return Array.from({ length: n }, () => value());
      }
      case T.date:
        need(10);
        pos += 10;
        return new Date(buf.readDoubleBE(pos - 10));
      default:
        throw new RangeError(`unsupported AMF0 type ${type}`);
    }
  };
  const values: AmfValue[] = [];
  while (pos < buf.length) values.push(value());
  return values;
}
