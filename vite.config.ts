import vike from 'vike/plugin'
import wyw from '@wyw-in-js/vite'
import { defineConfig } from 'vite'

export default defineConfig({
  plugins: [
    vike(),
    wyw({ include: ['**/*.{ts,tsx}'], babelOptions: { presets: ['@babel/preset-typescript', '@babel/preset-react'] } }),
  ],
})
