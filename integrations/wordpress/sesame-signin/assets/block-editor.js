/** The "Sesame sign-in" block in the editor: pick the element; the site renders it. */
(({ blocks, element, blockEditor, components }) => {
  const el = element.createElement;
  const choices = [
    { label: 'As configured in Settings → Sesame', value: '' },
    { label: 'Floating panel', value: 'auth-floater' },
    { label: 'Full sign-in page', value: 'auth-login-page' },
    { label: 'One-tap picker', value: 'auth-onetap' },
  ];
  blocks.registerBlockType('sesame/signin', {
    title: 'Sesame sign-in',
    icon: 'lock',
    category: 'widgets',
    attributes: { element: { type: 'string', default: '' } },
    edit: ({ attributes, setAttributes }) =>
      el(
        'div',
        blockEditor.useBlockProps(),
        el(components.SelectControl, {
          label: 'Sesame sign-in',
          value: attributes.element,
          options: choices,
          onChange: (value) => setAttributes({ element: value }),
        }),
      ),
    save: () => null,
  });
})(window.wp);
