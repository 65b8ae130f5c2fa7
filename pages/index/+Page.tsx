import { styled } from '@linaria/react'

const Title = styled.h1`
  color: #4a3b2a;
  font-size: 3rem;
`

export default function Page() {
  return <Title>Olá</Title>
}
