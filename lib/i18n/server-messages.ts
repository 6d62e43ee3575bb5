// Messages the BFF itself answers with (outside a rendered page): Indonesian, like the API.
import messages from '../../messages/in.json';

type Tree = { [key: string]: string | Tree };

export function t(key: string): string {
  let node: string | Tree | undefined = messages as Tree;
  for (const part of key.split('.')) {
    if (typeof node !== 'object') return key;
    node = node[part];
  }
  return typeof node === 'string' ? node : key;
}
