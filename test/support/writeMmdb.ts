import { writeFileSync } from 'node:fs';

/**
 * A small MaxMind DB (format 2.0, IPv4, 24-bit records) with the given networks, for tests of
 * the GeoIP adapter against a real file in the real format: the search tree, the 16-byte
 * separator, the data section and the metadata, as the MaxMind DB specification lays them out.
 */
export function writeMmdb(
  path: string,
  networks: Array<{ cidr: string; data: Record<string, unknown> }>,
): void {
  type Node = { children: [Node | number | null, Node | number | null] };
  const root: Node = { children: [null, null] };
  const data: Buffer[] = [];
  let dataLength = 0;
  for (const { cidr, data: value } of networks) {
    const [ip = '', bits = '32'] = cidr.split('/');
    const address = ip.split('.').reduce((acc, part) => acc * 256 + Number(part), 0);
    const encoded = encode(value);
    const offset = dataLength;
    data.push(encoded);
    dataLength += encoded.length;
    let node = root;
    for (let depth = 0; depth < Number(bits); depth++) {
      const bit = Math.floor(address / 2 ** (31 - depth)) % 2;
      if (depth === Number(bits) - 1) node.children[bit] = offset;
      else {
        const next = node.children[bit];
        if (next === null || typeof next === 'number') node.children[bit] = { children: [null, null] };
        node = node.children[bit] as Node;
      }
    }
  }
  const nodes: Node[] = [];
  const number = new Map<Node, number>();
  const visit = (node: Node) => {
    number.set(node, nodes.push(node) - 1);
    for (const child of node.children) if (child && typeof child === 'object') visit(child);
  };
  visit(root);
  const count = nodes.length;
  const record = (child: Node | number | null) =>
    child === null ? count : typeof child === 'number' ? count + 16 + child : (number.get(child) ?? count);
  const tree = Buffer.alloc(count * 6);
  nodes.forEach((node, i) => {
    tree.writeUIntBE(record(node.children[0]), i * 6, 3);
    tree.writeUIntBE(record(node.children[1]), i * 6 + 3, 3);
  });
  const metadata = encode({
    node_count: count,
    record_size: 24,
    ip_version: 4,
    database_type: 'Sesame-Test-City',
    languages: ['en'],
    binary_format_major_version: 2,
    binary_format_minor_version: 0,
    build_epoch: 1_700_000_000,
    description: { en: 'Test database' },
  });
  const marker = Buffer.concat([Buffer.from([0xab, 0xcd, 0xef]), Buffer.from('MaxMind.com')]);
  writeFileSync(path, Buffer.concat([tree, Buffer.alloc(16), ...data, marker, metadata]));
}

/** The MaxMind DB data format: strings, unsigned integers, maps and arrays are all these tests need. */
function encode(value: unknown): Buffer {
  if (typeof value === 'string') return withControl(2, Buffer.from(value, 'utf8'), Buffer.byteLength(value));
  if (typeof value === 'number') {
    const bytes = Buffer.alloc(4);
    bytes.writeUInt32BE(value);
    return withControl(6, bytes, 4);
  }
  if (Array.isArray(value)) return withControl(11, Buffer.concat(value.map(encode)), value.length);
  const entries = Object.entries(value as Record<string, unknown>);
  return withControl(7, Buffer.concat(entries.flatMap(([k, v]) => [encode(k), encode(v)])), entries.length);
}

function withControl(type: number, payload: Buffer, size: number): Buffer {
  if (size >= 29) throw new RangeError('writeMmdb keeps sizes under 29');
  const control = type <= 7 ? [(type << 5) | size] : [size, type - 7];
  return Buffer.concat([Buffer.from(control), payload]);
}
