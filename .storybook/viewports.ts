// The widths the portal is checked at (issue 9): a phone, a tablet and a desktop; Storybook's `mobile1` stays for 320 px.
export const phoneViewport = { width: 390, height: 844 } as const;
export const desktopViewport = { width: 1440, height: 900 } as const;

export const viewports = {
  mobile: {
    name: `Mobile (${phoneViewport.width})`,
    styles: { width: `${phoneViewport.width}px`, height: `${phoneViewport.height}px` },
    type: 'mobile',
  },
  tablet: { name: 'Tablet (768)', styles: { width: '768px', height: '1024px' }, type: 'tablet' },
  desktop: {
    name: `Desktop (${desktopViewport.width})`,
    styles: { width: `${desktopViewport.width}px`, height: `${desktopViewport.height}px` },
    type: 'desktop',
  },
} as const;
