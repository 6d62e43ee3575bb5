// The API answers in Indonesian: it resolves the shared message keys through messages/in.json.
import messages from '../messages/in.json';

type Tree = { [key: string]: string | Tree };

export function translate(key: string): string {
  let node: string | Tree | undefined = messages as Tree;
  for (const part of key.split('.')) {
    if (typeof node !== 'object') return key;
    node = node[part];
  }
  return typeof node === 'string' ? node : key;
}

export type ApiMessageKey = keyof (typeof messages)['api'];
export const apiMessage = (key: ApiMessageKey) => translate(`api.${key}`);
