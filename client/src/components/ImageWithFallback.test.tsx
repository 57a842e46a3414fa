import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { ImageWithFallback, PLACEHOLDER_IMAGE } from './ImageWithFallback';

describe('ImageWithFallback', () => {
  it('shows the placeholder when the image fails to load', () => {
    render(<ImageWithFallback src="https://example.org/broken.jpg" alt="Rally outside the statehouse" />);
    const img = screen.getByRole('img', { name: 'Rally outside the statehouse' });
    expect(img.getAttribute('src')).toBe('https://example.org/broken.jpg');
    fireEvent.error(img);
    expect(img.getAttribute('src')).toBe(PLACEHOLDER_IMAGE);
  });

  it('shows the placeholder when there is no image at all', () => {
    render(<ImageWithFallback src={null} alt="Story cover" />);
    expect(screen.getByRole('img', { name: 'Story cover' }).getAttribute('src')).toBe(PLACEHOLDER_IMAGE);
  });
});
