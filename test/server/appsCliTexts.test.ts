import { afterAll, describe, expect, it } from 'vitest';
import { appsStorage, runAppsInProcess } from '../support/runApps';

/** docs/apps-cli.md: the texts the widget shows and its share button, from `create` and `edit`. */
describe('apps tool: the merchant texts', () => {
  const { env, remove } = appsStorage();
  afterAll(remove);
  const run = (...args: string[]) => runAppsInProcess(args, { ...env, SESAME_SECRET: 'x'.repeat(32) });
  const shown = async () => JSON.parse((await run('show', 'texts')).stdout).uiConfig;

  it('sets them on create, changes and removes them on edit', async () => {
    const made = await run(
      'create',
      '--id',
      'texts',
      '--name',
      'Texts',
      '--origin',
      'https://texts.example',
      '--description',
      ' Members get free delivery ',
      '--collapsed-text',
      'Members',
      '--share',
    );
    expect(made.stderr).toBe('');
    expect(made.code).toBe(0);
    expect(await shown()).toMatchObject({
      widget: { description: 'Members get free delivery', share: true },
      collapsed: { text: 'Members' },
    });

    const edited = await run(
      'edit',
      'texts',
      '--header',
      'Welcome back',
      '--bottom-line',
      'Free returns',
      '--announcement',
      'Sign in for 10% off',
      '--description',
      '',
      '--no-share',
    );
    expect(edited.code).toBe(0);
    expect(edited.stdout).toContain('header, description, bottom line, announcement, share button');
    const ui = await shown();
    expect(ui.widget).toMatchObject({ header: 'Welcome back', bottomLine: 'Free returns', share: false });
    expect(ui.widget.description).toBeUndefined();
    expect(ui.announcement).toEqual({ text: 'Sign in for 10% off' });
    expect(ui.collapsed.text).toBe('Members');
  });

  it.each<[string, string[], string]>([
    ['a description too long', ['--description', 'x'.repeat(201)], 'Description must be at most 200'],
    [
      'a bottom line with a line break',
      ['--bottom-line', 'a\nb'],
      'Bottom line must not contain line breaks',
    ],
    ['a collapsed text too long', ['--collapsed-text', 'y'.repeat(41)], 'Collapsed text must be at most 40'],
    ['both share switches', ['--share', '--no-share'], 'Give --share or --no-share, not both'],
  ])('exits 2 on %s', async (_, extra, message) => {
    const res = await run('edit', 'texts', ...extra);
    expect(res.code).toBe(2);
    expect(res.stderr).toContain(message);
  });
});
