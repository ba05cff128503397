import { getBrand } from '@casino/brands';
import { createTheme } from '@vanilla-extract/css';
import { vars } from '../contract.css';
import { tokensForBrand } from '../tokens';

/** Class that fills the theme contract for Royal Siam; its own entry point so other brands are not bundled. */
export const themeClass = createTheme(vars, tokensForBrand(getBrand('royal-siam')));
