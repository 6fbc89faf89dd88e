// Words of the white-label form (WhiteLabelForm.tsx).

export const lm = {
  title: /*i18n*/ { id: 'whiteLabel.title', message: 'White label' },
  agencyName: /*i18n*/ { id: 'whiteLabel.agencyName', message: 'Agency name' },
  senderName: /*i18n*/ { id: 'whiteLabel.senderName', message: 'Mail sender name' },
  logo: /*i18n*/ { id: 'whiteLabel.logo', message: 'Logo (PNG, JPEG or WebP, up to 1 MiB)' },
  logoRemove: /*i18n*/ { id: 'whiteLabel.logoRemove', message: 'Remove the logo' },
  logoUploading: /*i18n*/ { id: 'whiteLabel.logoUploading', message: 'Uploading the logo…' },
  logoRefused: /*i18n*/ {
    id: 'whiteLabel.logoRefused',
    message: 'A logo is a PNG, JPEG or WebP image of at most 1 MiB.',
  },
  host: /*i18n*/ {
    id: 'whiteLabel.host',
    message: 'The client’s own host name (e.g. northwind.connect.example.com)',
  },
  colour: /*i18n*/ { id: 'whiteLabel.colour', message: 'Brand colour' },
  textColour: /*i18n*/ { id: 'whiteLabel.textColour', message: 'Text colour on it' },
  contrast: /*i18n*/ { id: 'whiteLabel.contrast', message: 'Contrast {ratio}:1' },
  save: /*i18n*/ { id: 'whiteLabel.save', message: 'Save the white label' },
  saved: /*i18n*/ { id: 'whiteLabel.saved', message: 'White label saved.' },
  lowContrast: /*i18n*/ {
    id: 'whiteLabel.lowContrast',
    message:
      'The text colour on the brand colour has a contrast of {ratio}:1; WCAG AA needs at least {needed}:1. Choose a darker or lighter colour.',
  },
};
